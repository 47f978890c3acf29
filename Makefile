.PHONY: build test validate bench clean

# An optimised executable in .build/release/tokenc.
build:
	swift build -c release --product tokenc

test:
	swift test

# Validates ./tokens.
validate:
	swift run tokenc validate

# The benchmark (release); see the README's Performance section. Not part of `make test`.
bench:
	swift run -c release tokenc-bench

clean:
	swift package clean
