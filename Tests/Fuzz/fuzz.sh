#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Tests/Fuzz and runs each for a budget of executions or seconds.
#
#   Tests/Fuzz/fuzz.sh <liquid|yaml|xcodeproj|merge|projectmerge|all> [--runs N | --seconds S] [--without-asan]
#
# Each harness is compiled with its library's sources (Sources/Liquid, YAML, XcodeProject, TextMerge or ProjectMerge) by
# `swiftc -sanitize=fuzzer,address` into .build-fuzz/<harness>/, and runs on a corpus seeded from Templates/,
# catalogs.yml, Tests/Benchmark, the project files of Tests/XcodeProjectTests and the string literals of the test
# files. The corpus grows across runs; a crash or hang is saved as .build-fuzz/<harness>/artifacts/crash-* (or
# timeout-*, oom-*), and the script exits 1. Reproduce one with: .build-fuzz/<harness>/<harness>-fuzzer <file>.
# The default budget is 100000 runs. --without-asan builds with libFuzzer alone, into .build-fuzz/*-without-asan: Swift still checks bounds
# and overflow, only the unsafe-pointer code loses AddressSanitizer's checks, and a run is several times faster.
set -euo pipefail

usage() {
    echo "usage: Tests/Fuzz/fuzz.sh <liquid|yaml|xcodeproj|merge|projectmerge|all> [--runs N | --seconds S]" \
        "[--without-asan]" >&2
    exit 64
}

root=$(cd "$(dirname "$0")/../.." && pwd)
fuzz_folder="$root/Tests/Fuzz"
[ $# -ge 1 ] || usage
target=$1
shift
budget=(-runs=100000)
sanitizers=fuzzer,address
build_suffix=""
while [ $# -gt 0 ]; do
    case $1 in
        --runs) [ $# -ge 2 ] || usage; budget=(-runs="$2"); shift 2 ;;
        --seconds) [ $# -ge 2 ] || usage; budget=(-max_total_time="$2"); shift 2 ;;
        --without-asan) sanitizers=fuzzer; build_suffix=-without-asan; shift ;;
        -h | --help) usage ;;
        *) echo "fuzz.sh: unknown option '$1'" >&2; usage ;;
    esac
done
case $target in
    liquid | yaml | xcodeproj | merge | projectmerge) harnesses=("$target") ;;
    all) harnesses=(liquid yaml xcodeproj merge projectmerge) ;;
    *) usage ;;
esac

# The Swift files of a module of Sources/, in its subfolders too, one per line.
swift_files() {
    find "$root/Sources/$1" -name '*.swift' | sort
}

# The modules of Sources/ that the sources of a module import, one per line.
imports_of() {
    local module
    while read -r module; do
        if [ -n "$module" ] && [ -d "$root/Sources/$module" ]; then
            echo "$module"
        fi
    done < <(swift_files "$1" | xargs sed -n 's/^import \([A-Za-z_]*\).*/\1/p' | sort -u)
}

# The modules a module imports, directly or through others, each after those it imports, one per line.
dependencies_of() {
    local module
    for module in $(imports_of "$1"); do
        dependencies_of "$module"
        echo "$module"
    done | awk '!seen[$0]++'
}

# Compiles a module of Sources/ that a library imports (DiagnosticText, the error printer; XcodeProject and TextMerge
# for ProjectMerge) into .build-fuzz/modules/, after the modules it imports, unless its object file is newer than its
# sources. All are one package, so that `package` declarations are seen across them.
build_module() {
    local module=$1 modules="$root/.build-fuzz/modules$build_suffix" dependency
    local sources
    for dependency in $(imports_of "$module"); do
        build_module "$dependency"
    done
    mapfile -t sources < <(swift_files "$module")
    mkdir -p "$modules"
    if [ -f "$modules/$module.o" ] && [ -z "$(find "${sources[@]}" -newer "$modules/$module.o" | head -1)" ]; then
        return
    fi
    echo "fuzz.sh: building module $module" >&2
    # The libraries a harness imports are not instrumented for coverage: the fuzzer is steered by the library under
    # test (its parser's byte loops would spend most of a run in libFuzzer's comparison hooks).
    local sanitize=()
    if [ "$sanitizers" != fuzzer ]; then
        sanitize=(-sanitize=address)
    fi
    if ! swiftc "${sanitize[@]}" -parse-as-library -O -g -wmo -module-name "$module" -emit-module \
        -package-name vipergen -I "$modules" \
        -emit-module-path "$modules/$module.swiftmodule" -c "${sources[@]}" -o "$modules/$module.o" \
        >"$modules/$module.log" 2>&1; then
        cat "$modules/$module.log" >&2
        exit 1
    fi
}

# Compiles one harness, with the modules of Sources/ its library imports, unless its binary is newer than every
# source it is built from.
build() {
    local name=$1 library=$2 harness=$3 binary=$4
    local sources
    mapfile -t sources < <(swift_files "$library")
    sources+=("$fuzz_folder/$harness")
    local imported=() objects=() module
    for module in $(dependencies_of "$library"); do
        build_module "$module"
        mapfile -t -O "${#imported[@]}" imported < <(swift_files "$module")
        objects+=("$root/.build-fuzz/modules$build_suffix/$module.o")
    done
    if [ -x "$binary" ] && [ -z "$(find "${sources[@]}" "${imported[@]}" -newer "$binary" | head -1)" ]; then
        return
    fi
    echo "fuzz.sh: building $name ($library + $harness)" >&2
    if ! swiftc -sanitize="$sanitizers" -parse-as-library -O -g -use-ld=lld -module-name "${library}Fuzz" \
        -package-name vipergen \
        -I "$root/.build-fuzz/modules$build_suffix" "${sources[@]}" "${objects[@]}" -o "$binary" >"$binary.log" 2>&1; then
        cat "$binary.log" >&2
        exit 1
    fi
}

# Copies the seeds of one harness into a fresh folder.
seed() {
    local name=$1 seeds=$2
    rm -rf "$seeds"
    mkdir -p "$seeds"
    case $name in
        liquid)
            local index=0
            while IFS= read -r -d '' file; do
                cp "$file" "$seeds/template-$((index++))"
            done < <(find "$root/Templates" "$root/Tests/Benchmark" -name '*.liquid' -print0 | sort -z)
            perl "$fuzz_folder/extract-literals.pl" "$seeds" test \
                "$root"/Tests/LiquidTests/*.swift "$root"/Tests/VipergenCLITests/RenderCommandTests.swift >/dev/null
            # Inputs at the limits, which mutating ordinary templates rarely reaches. NUL separates partials.
            perl -e 'print "{% if a %}" x 60, "x", "{% endif %}" x 60' >"$seeds/stress-blocks"
            perl -e 'print "{{ ", "(" x 60, "1..a", "[a" x 60, "]" x 60, ")" x 60, " }}"' >"$seeds/stress-expression"
            perl -e 'print "{% if a", " and b or c" x 300, " %}y{% endif %}"' >"$seeds/stress-condition"
            perl -e 'print q({% assign x = "ab" %}{% for i in (1..40) %}{% assign x = x | append: x %}{% endfor %})' \
                >"$seeds/stress-doubling"
            perl -e 'print q({% for i in (1..99999) %}{{ words | join: name | replace: "", name | size }}{% endfor %})' \
                >"$seeds/stress-work"
            perl -e 'print q({% include "a" %}), "\0", q({% if n > 1 %}{% include "a" %}{% render "b" %}{% endif %}), "\0",
                q({% for i in (1..9) %}{% include "a" for list %}{% endfor %})' >"$seeds/stress-partials"
            ;;
        yaml)
            local index=0
            while IFS= read -r -d '' file; do
                cp "$file" "$seeds/config-$((index++))"
            done < <(find "$root/Templates" -name '*.yml' -print0 | sort -z)
            cp "$root/catalogs.yml" "$seeds/catalogs.yml"
            cp "$root/Tests/Benchmark/context.json" "$seeds/context.json"
            perl "$fuzz_folder/extract-literals.pl" "$seeds" test "$root"/Tests/YAMLTests/*.swift \
                "$root"/Tests/VipergenKitTests/*.swift "$root"/Tests/VipergenCLITests/*.swift >/dev/null
            # Inputs at the limits, which mutating ordinary documents rarely reaches.
            perl -e 'print "[" x 70, "]" x 70' >"$seeds/stress-flow"
            perl -e 'print map({ " " x $_ . "k$_:\n" } 0 .. 70), " " x 71, "v\n"' >"$seeds/stress-block"
            perl -e 'print map({ "  " x $_ . "- \n" } 0 .. 70)' >"$seeds/stress-sequence"
            perl -e 'print "key: ", "x" x 3000, " #", "\n\t- tab\n"' >"$seeds/stress-line"
            ;;
        xcodeproj)
            # The real projects of the tests (those small enough for -max_len) and the hand-written ones.
            local index=0
            while IFS= read -r -d '' file; do
                if [ "$(wc -c <"$file")" -le 32768 ]; then
                    cp "$file" "$seeds/project-$((index++))"
                fi
            done < <(find "$root/Tests/XcodeProjectTests/Fixtures" "$root/Tests/XcodeProjectTests/Synthetic" \
                -name '*.pbxproj' -print0 | sort -z)
            perl "$fuzz_folder/extract-literals.pl" "$seeds" test "$root"/Tests/XcodeProjectTests/*.swift >/dev/null
            # Inputs at the limits, which mutating ordinary projects rarely reaches.
            perl -e 'print "{ a = ", "(" x 300, ")" x 300, "; }"' >"$seeds/stress-nesting"
            perl -e 'print "{ a = \"", "\\U00e9\\101\\n" x 500, "\"; b = <", "0f" x 2000, ">; }"' >"$seeds/stress-escapes"
            perl -e 'print "{\n", "<<<<<<< x\n" x 3, "}\n"' >"$seeds/stress-conflict"
            ;;
        merge)
            # Triples (base NUL ours NUL theirs) made from the built-in templates: edits apart, edits that overlap,
            # CRLF, a missing final newline, a byte that is not UTF-8.
            local index=0
            while IFS= read -r -d '' file; do
                perl -0777 -e '$b = <STDIN>; ($o = $b) =~ s/^(.*)$/$1 mine/m; ($t = $b) =~ s/(.*)\n\z/$1 theirs\n/;
                    print $b, "\0", $o, "\0", $t' <"$file" >"$seeds/apart-$index"
                perl -0777 -e '$b = <STDIN>; ($o = $b) =~ s/^(.*)$/$1 mine/m; ($t = $b) =~ s/^(.*)$/$1 theirs/m;
                    print $b, "\0", $o, "\0", $t' <"$file" >"$seeds/overlap-$index"
                perl -0777 -e '$b = <STDIN>; $b =~ s/\n/\r\n/g; ($o = $b) =~ s/\r\n\z//; ($t = $b) =~ s/^/\xE9/;
                    print $b, "\0", $o, "\0", $t' <"$file" >"$seeds/bytes-$((index++))"
            done < <(find "$root/Templates" -name '*.liquid' -size -8k -print0 | sort -z | head -z -n 20)
            ;;
        projectmerge)
            # The input only steers the edits: which project, which edits on each side. Random bytes of a few sizes.
            local index
            for index in 0 1 2 3 4 5 6 7; do
                head -c $((16 << index % 5)) /dev/urandom >"$seeds/random-$index"
            done
            ;;
    esac
}

status=0
summary=()
for name in "${harnesses[@]}"; do
    case $name in
        liquid) library=Liquid harness=LiquidFuzzer.swift max_len=8192 ;;
        yaml) library=YAML harness=YAMLFuzzer.swift max_len=4096 ;;
        xcodeproj) library=XcodeProject harness=XcodeProjectFuzzer.swift max_len=32768 ;;
        merge) library=TextMerge harness=MergeFuzzer.swift max_len=1024 ;;
        projectmerge) library=ProjectMerge harness=ProjectMergeFuzzer.swift max_len=256 ;;
    esac
    work="$root/.build-fuzz/$name"
    binary="$work/$name-fuzzer$build_suffix"
    mkdir -p "$work/corpus" "$work/artifacts"
    build "$name" "$library" "$harness" "$binary"
    seed "$name" "$work/seeds"
    log="$work/last-run.log"
    echo "fuzz.sh: running $name (${budget[*]}); log in ${log#"$root"/}" >&2
    dictionary=()
    if [ -f "$fuzz_folder/$name.dict" ]; then
        dictionary=(-dict="$fuzz_folder/$name.dict")
    fi
    # The projectmerge harness edits real projects, the small ones of the tests.
    export VIPERGEN_FUZZ_PROJECTS="$root/Tests/XcodeProjectTests/Fixtures/foundationlab/project.pbxproj"
    VIPERGEN_FUZZ_PROJECTS+=":$root/Tests/XcodeProjectTests/Fixtures/axterm/project.pbxproj"
    VIPERGEN_FUZZ_PROJECTS+=":$root/Tests/XcodeProjectTests/Fixtures/countries/project.pbxproj"
    # Swift's own backtracer would take the crash signal before libFuzzer, which then saves no artifact.
    if SWIFT_BACKTRACE=enable=no "$binary" "${budget[@]}" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
        "${dictionary[@]}" -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
        "$work/corpus" "$work/seeds" >"$log" 2>&1; then
        result="no crashes"
    else
        result="FAILED: $(grep -m1 -E '^==[0-9]+==|^SUMMARY|deadly signal|Fatal error|timeout' "$log" || true)"
        result+=" (see ${log#"$root"/}, artifacts in .build-fuzz/$name/artifacts)"
        status=1
    fi
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    summary+=("$name: ${executions:-?} executions, ${speed:-?} exec/s, $result")
done
printf '%s\n' "${summary[@]}"
exit $status
