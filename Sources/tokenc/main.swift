print("tokenc")
