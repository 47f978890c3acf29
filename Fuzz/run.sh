#!/usr/bin/env bash
# Builds the libFuzzer harnesses over the compiler's sources and runs them.
#
#   Fuzz/run.sh build            builds .build/fuzz/tokenc-fuzz (FUZZ_OPTIMIZATION=-O for speed)
#   Fuzz/run.sh fuzz [seconds]   fuzzes each target for FUZZ_TIME seconds (default 60), keeping
#                                the corpus in .build/fuzz/corpus-<target> between runs
#   Fuzz/run.sh smoke [runs]     a deterministic pass for CI: -seed=1 -runs=N on each target from
#                                its seeds only (N by default 20000 for json-reader and resolver,
#                                1000 for pipeline: about a minute in all); fails on any crash
#
# Linux only: swiftc -sanitize=fuzzer,address needs the toolchain's libFuzzer. Crashes are
# written to .build/fuzz/crash-<target>-*; keep each as a regression test in Tests/.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(json-reader pipeline resolver)
out=.build/fuzz

# The compiler's modules, compiled into the fuzzer as one module named TokenCompiler, so that the
# harnesses see their internal API as @testable tests do.
modules=(Sources/TokenJSON Sources/TokenModel Sources/TokenCompiler Sources/Lowering Sources/SwiftOutput Sources/Preview)
# The generated code's fixed Swift files and the extension types' runtime, which tokenc embeds as
# text (Package.swift excludes them).
runtime=Sources/SwiftOutput/Runtime
extension_runtime=Sources/TokenModel/ExtensionTypes/Runtime

# One binary for every target (TOKENC_FUZZ_TARGET chooses), built again only when a source changed.
build() {
    mkdir -p "$out"
    if [ -x "$out/tokenc-fuzz" ] && [ -z "$(find "${modules[@]}" Fuzz/Harnesses -name '*.swift' -newer "$out/tokenc-fuzz" -print -quit)" ]; then
        return
    fi
    echo "building $out/tokenc-fuzz (the library with -sanitize=fuzzer,address; a few minutes)" >&2
    # Each file under a name made from its path (two modules may hold files of one name), with
    # its imports of the other modules blanked, which keeps every line number.
    local staging="$out/sources"
    rm -rf "$staging"
    mkdir -p "$staging"
    find "${modules[@]}" Fuzz/Harnesses \( -path "$runtime" -o -path "$extension_runtime" \) -prune -o -name '*.swift' -print0 |
        while IFS= read -r -d '' file; do
            sed -E 's/^import (TokenJSON|TokenModel|TokenCompiler|Lowering|SwiftOutput|Preview)$//' "$file" > "$staging/$(echo "$file" | tr '/' '_')"
        done
    find "$staging" -name '*.swift' -print0 | sort -z |
        xargs -0 swiftc -sanitize=fuzzer,address -D TOKENC_FUZZ -parse-as-library -swift-version 6 -module-name TokenCompiler -package-name tokenc \
            ${FUZZ_OPTIMIZATION:--Onone} -suppress-warnings -o "$out/tokenc-fuzz" > "$out/build.log" 2>&1 ||
        { cat "$out/build.log" >&2; exit 1; }
}

# Seeds: the repository's tokens, resolver documents and small fixtures, fresh every run.
seeds() {
    local target=$1 folder="$out/seeds-$target"
    rm -rf "$folder"
    mkdir -p "$folder"
    local pattern='*.json'
    [ "$target" = resolver ] && pattern='*.resolver.json'
    find tokens Tests/TokenCompilerTests/Fixtures -name "$pattern" -size -16k -print0 |
        while IFS= read -r -d '' file; do cp "$file" "$folder/$(echo "$file" | tr '/' '_')"; done
    echo "$folder"
}

run() {
    local target=$1
    shift
    (cd "$out" && TOKENC_FUZZ_TARGET=$target ./tokenc-fuzz -dict=../../Fuzz/dtcg.dict -rss_limit_mb=2048 -timeout=10 \
        -artifact_prefix="crash-$target-" "$@")
}

command=${1:-fuzz}
case "$command" in
    build)
        build
        ;;
    fuzz)
        build
        time=${2:-${FUZZ_TIME:-60}}
        for target in "${targets[@]}"; do
            seeds "$target" > /dev/null
            mkdir -p "$out/corpus-$target"
            echo "fuzzing $target for $time s" >&2
            run "$target" -max_total_time="$time" "corpus-$target" "seeds-$target"
        done
        ;;
    smoke)
        build
        for target in "${targets[@]}"; do
            runs=${2:-${FUZZ_RUNS:-20000}}
            [ "$target" = pipeline ] && runs=${2:-${FUZZ_RUNS:-1000}}
            seeds "$target" > /dev/null
            echo "fuzz smoke: $target, -seed=1 -runs=$runs" >&2
            rm -rf "$out/smoke-$target"
            mkdir -p "$out/smoke-$target"
            run "$target" -seed=1 -runs="$runs" "smoke-$target" "seeds-$target" > "$out/smoke-$target.log" 2>&1 ||
                { tail -40 "$out/smoke-$target.log" >&2; exit 1; }
            tail -1 "$out/smoke-$target.log" >&2
        done
        ;;
    *)
        echo "usage: Fuzz/run.sh build | fuzz [seconds] | smoke [runs]" >&2
        exit 64
        ;;
esac
