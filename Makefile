.PHONY: build test validate generate check clean

# An optimised executable in .build/release/tokenc.
build:
	swift build -c release --product tokenc

test:
	swift test

# Validates ./tokens.
validate:
	swift run tokenc validate

# Compiles ./tokens into ./Generated (the DesignSystem module).
generate:
	swift run tokenc build

# Fails when ./Generated is not what `generate` would write.
check:
	swift run tokenc check

clean:
	swift package clean
