.PHONY: build test validate generate check preview screenshot clean

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

# Writes preview.html, the style guide of ./tokens.
preview:
	swift run tokenc preview

# Redraws the README's screenshot of the style guide with headless Chromium.
screenshot:
	swift run tokenc preview --output .build/preview.html
	chromium --headless --disable-gpu --no-sandbox --hide-scrollbars --window-size=1280,1600 \
		--screenshot=docs/preview.png "file://$(CURDIR)/.build/preview.html"

clean:
	swift package clean
