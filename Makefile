.PHONY: runtime tokens check test validate generate preview screenshot build bench clean install uninstall docs fuzz fuzz-smoke compile-fuzz

# The release executable, built once and again only when tokenc's own sources change.
TOKENC := .build/release/tokenc
TOKENC_SOURCES := Package.swift $(shell find Sources -name '*.swift')

$(TOKENC): $(TOKENC_SOURCES)
	swift build -c release --product tokenc
	@touch $@

# An optimised executable in .build/release/tokenc.
build: $(TOKENC)

# Compiles ./tokens into ./Generated (the DesignSystem module) and its asset catalog, which
# ./tokenc.json names (committed beside the Swift files, excluded from the DesignSystem target in
# Package.swift), with the release executable. The build stamp in .build skips a build with
# nothing to do.
tokens: $(TOKENC)
	$(TOKENC) build --stamp .build/tokenc-stamp.txt

# The same, under its older name.
generate: tokens

# Fails when ./Generated (with its asset catalog) is not what `make tokens` would write.
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

# Redraws the screenshot of the style guide in Documentation/Preview.md with headless Chromium.
screenshot: $(TOKENC)
	$(TOKENC) preview --output .build/preview.html
	chromium --headless --disable-gpu --no-sandbox --hide-scrollbars --window-size=1280,1600 \
		--screenshot=Documentation/preview.png "file://$(CURDIR)/.build/preview.html"

# Where `make install` puts bin/tokenc; `make install PREFIX=~/.local` needs no sudo. DESTDIR is
# prepended, for packagers.
PREFIX ?= /usr/local
# On macOS, `make install` builds a universal binary (arm64 and x86_64) when the toolchain can;
# UNIVERSAL=0 builds for this Mac only. Linux builds for this machine.
UNIVERSAL ?= 1
# More flags for `swift build`, such as --static-swift-stdlib for a Linux binary that runs without
# a Swift toolchain installed.
SWIFT_BUILD_FLAGS ?=
# The configuration `make install` builds. CI checks the install with CONFIGURATION=debug, the
# build it already has (a release build would add minutes to every run).
CONFIGURATION ?= release

# Builds tokenc in release and copies it to $(PREFIX)/bin. The build is the one Mint runs
# (`swift build -c release --product tokenc`), so it needs only what Mint needs.
install:
	@set -e; \
	flags="-c $(CONFIGURATION) --product tokenc $(SWIFT_BUILD_FLAGS)"; \
	if [ "$$(uname -s)" = Darwin ] && [ "$(UNIVERSAL)" = 1 ]; then \
		if swift build $$flags --arch arm64 --arch x86_64; then \
			flags="$$flags --arch arm64 --arch x86_64"; \
		else \
			echo "make install: this toolchain cannot build a universal binary; building for $$(uname -m) only" >&2; \
			swift build $$flags; \
		fi; \
	else \
		swift build $$flags; \
	fi; \
	bin="$$(swift build $$flags --show-bin-path)"; \
	install -d "$(DESTDIR)$(PREFIX)/bin"; \
	install -m 755 "$$bin/tokenc" "$(DESTDIR)$(PREFIX)/bin/tokenc"; \
	echo "installed $(DESTDIR)$(PREFIX)/bin/tokenc $$("$(DESTDIR)$(PREFIX)/bin/tokenc" --version)"

# Rewrites the generated parts of Documentation/ (CommandLine.md from the subcommands'
# descriptions, Diagnostics.md from DiagnosticCode.swift); a test fails while they are stale.
docs:
	swift run tokenc-docs

# Embeds the generated code's fixed Swift files (Sources/SwiftOutput/Runtime/) into tokenc's
# sources; run it after changing one of them, then `make tokens`.
runtime:
	swift run tokenc-runtime

# Removes what `make install` installed.
uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/tokenc"

# The benchmark (release); see Documentation/Performance.md. Not part of `make test`.
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

# The compile fuzzer (Tests/TokenCompilerTests/CompileFuzz; Documentation/Reliability.md): N generated
# token documents, from seed SEED, through validate, build and dump in process, and their output through
# swiftc in every configuration, BATCH documents to a compile. ROTATE=1 checks each batch in one
# configuration, the next batch in the next (six times faster, for long runs). Failing documents are
# kept in .build/compile-fuzz/. `swift test` runs 120 fixed seeds, twenty to a configuration.
N ?= 200
SEED ?= 1
BATCH ?= 40
ROTATE ?= 0
compile-fuzz:
	TOKENC_COMPILE_FUZZ_DOCUMENTS=$(N) TOKENC_COMPILE_FUZZ_SEED=$(SEED) TOKENC_COMPILE_FUZZ_BATCH=$(BATCH) \
		TOKENC_COMPILE_FUZZ_ROTATE=$(ROTATE) swift test --filter CompileFuzzTests.generatedDocumentsBuildAndTypeCheck

# Removes everything built (the release executable too) and the preview page.
clean:
	swift package clean
	rm -f preview.html
