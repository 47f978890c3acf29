.PHONY: build test validate clean

# An optimised executable in .build/release/tokenc.
build:
	swift build -c release --product tokenc

test:
	swift test

# Validates ./tokens.
validate:
	swift run tokenc validate

clean:
	swift package clean
