.PHONY: tokens check test validate generate preview screenshot build bench clean fuzz fuzz-smoke

# The release executable, built once and again only when tokenc's own sources change.
TOKENC := .build/release/tokenc
TOKENC_SOURCES := Package.swift $(shell find Sources -name '*.swift')

$(TOKENC): $(TOKENC_SOURCES)
	swift build -c release --product tokenc
	@touch $@

# An optimised executable in .build/release/tokenc.
build: $(TOKENC)

# Compiles ./tokens into ./Generated (the DesignSystem module) with the release executable.
tokens: $(TOKENC)
	$(TOKENC) build

# The same, under its older name.
generate: tokens

# Fails when ./Generated is not what `make tokens` would write.
check: $(TOKENC)
	$(TOKENC) check

# Validates ./tokens under the strictest reading, as CI does.
validate: $(TOKENC)
	$(TOKENC) validate --strict

test:
	swift test

# Writes preview.html, the style guide of ./tokens.
preview: $(TOKENC)
	$(TOKENC) preview

# Redraws the README's screenshot of the style guide with headless Chromium.
screenshot: $(TOKENC)
	$(TOKENC) preview --output .build/preview.html
	chromium --headless --disable-gpu --no-sandbox --hide-scrollbars --window-size=1280,1600 \
		--screenshot=docs/preview.png "file://$(CURDIR)/.build/preview.html"

# The benchmark (release); see the README's Performance section. Not part of `make test`.
bench:
	swift run -c release tokenc-bench

# Fuzzes the JSON reader, the whole pipeline and the resolver document for FUZZ_TIME seconds each
# (Linux, libFuzzer with AddressSanitizer); see Fuzz/run.sh. Crashes land in .build/fuzz/.
FUZZ_TIME ?= 60
fuzz:
	Fuzz/run.sh fuzz $(FUZZ_TIME)

# The deterministic pass CI runs: -seed=1 and a fixed number of runs per harness, about a minute.
fuzz-smoke:
	Fuzz/run.sh smoke

# Removes everything built (the release executable too) and the preview page.
clean:
	swift package clean
	rm -f preview.html
