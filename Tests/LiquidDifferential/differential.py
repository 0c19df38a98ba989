#!/usr/bin/env python3
"""Renders Liquid cases with vipergen's engine and with reference engines, and prints where they differ.

A development tool, not run by CI. From the package root:

    python3 Tests/LiquidDifferential/differential.py                    # the cases in Tests/LiquidDifferential/cases
    python3 Tests/LiquidDifferential/differential.py FILE_OR_FOLDER...  # other case files (golden-liquid's too)
    python3 Tests/LiquidDifferential/differential.py --random 2000 --seed 7   # random templates

Engines: vipergen's (runner.swift, built into .build-differential/ with swiftc), python-liquid
(`pip install python-liquid`) and, when `--ruby-liquid LIB` names the lib folder of a Shopify/liquid checkout
(or LIQUID_RUBY_LIB is set), Ruby Liquid, the reference. Where Ruby and python-liquid disagree, Ruby wins.

A case file holds a JSON array of cases, or an object with one under "tests" (golden-liquid's layout). A case:
    name, template, data (object), templates (partials by name),
    result (the expected output) | results (any of these) | invalid (true: rendering must fail),
    strict (true: vipergen's strict mode, and Ruby's strict_variables and strict_filters),
    tags (golden-liquid's: "strict" parses in Ruby's strict mode), note (why a difference is deliberate).
"""

import argparse
import json
import os
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
BUILD = ROOT / ".build-differential"


# MARK: - Engines


def build_runner():
    """Compiles runner.swift with the engine's sources unless the binary is newer than all of them."""
    BUILD.mkdir(exist_ok=True)
    binary = BUILD / "liquid-runner"
    diagnostic = sorted((ROOT / "Sources/DiagnosticText").glob("*.swift"))
    liquid = sorted((ROOT / "Sources/Liquid").glob("*.swift"))
    sources = diagnostic + liquid + [HERE / "runner.swift"]
    if binary.exists() and all(s.stat().st_mtime < binary.stat().st_mtime for s in sources):
        return binary
    print("differential: building the runner", file=sys.stderr)
    steps = [
        ["swiftc", "-O", "-parse-as-library", "-emit-module", "-emit-library", "-static",
         "-module-name", "DiagnosticText", "-emit-module-path", str(BUILD / "DiagnosticText.swiftmodule"),
         "-o", str(BUILD / "libDiagnosticText.a"), *map(str, diagnostic)],
        ["swiftc", "-O", "-parse-as-library", "-emit-module", "-emit-library", "-static", "-I", str(BUILD),
         "-module-name", "Liquid", "-emit-module-path", str(BUILD / "Liquid.swiftmodule"),
         "-o", str(BUILD / "libLiquid.a"), *map(str, liquid)],
        ["swiftc", "-O", "-I", str(BUILD), "-L", str(BUILD), "-lLiquid", "-lDiagnosticText",
         str(HERE / "runner.swift"), "-o", str(binary)],
    ]
    for step in steps:
        done = subprocess.run(step, cwd=BUILD, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit("differential: the build failed:\n" + done.stderr)
    return binary


def normalize(result):
    return ("error", result["error"]) if "error" in result else ("ok", result["output"])


def run_ours(cases):
    binary = build_runner()
    payload = [{"template": c["template"], "data": c.get("data") or {}, "templates": c.get("templates") or {},
                "strict": bool(c.get("strict"))} for c in cases]
    done = subprocess.run([str(binary)], input=json.dumps(payload), capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("differential: the runner failed:\n" + done.stderr[-2000:])
    return [normalize(r) for r in json.loads(done.stdout)]


def run_ruby(cases, lib):
    payload = [{"template": c["template"], "data": c.get("data") or {}, "templates": c.get("templates") or {},
                "strict": bool(c.get("strict")), "ruby_mode": ruby_mode(c)} for c in cases]
    environment = dict(os.environ, TZ="UTC")
    done = subprocess.run(["ruby", str(HERE / "ruby_runner.rb"), lib], input=json.dumps(payload),
                          capture_output=True, text=True, env=environment)
    if done.returncode != 0:
        sys.exit("differential: Ruby Liquid failed:\n" + done.stderr[-2000:])
    return [normalize(r) for r in json.loads(done.stdout)]


def ruby_mode(case):
    tags = case.get("tags") or []
    return "strict" if "strict" in tags else "lax"


def run_python(cases):
    try:
        from liquid import DictLoader, StrictUndefined
        from liquid.future import Environment
    except ImportError:
        return None
    results = []
    for case in cases:
        options = {"loader": DictLoader(case.get("templates") or {})}
        if case.get("strict"):
            options["undefined"] = StrictUndefined
        try:
            environment = Environment(**options)
            output = environment.from_string(case["template"]).render(**(case.get("data") or {}))
            results.append(("ok", output))
        except Exception as error:  # every failure of the engine is an outcome to compare
            results.append(("error", f"{type(error).__name__}: {error}"))
    return results


# MARK: - Cases


def load_cases(paths):
    cases = []
    for path in paths:
        files = sorted(path.rglob("*.json")) if path.is_dir() else [path]
        for file in files:
            content = json.loads(file.read_text(encoding="utf-8"))
            tests = content["tests"] if isinstance(content, dict) else content
            for test in tests:
                test.setdefault("name", f"{file.stem} #{len(cases)}")
                test["file"] = str(file.relative_to(ROOT) if file.is_relative_to(ROOT) else file)
                cases.append(test)
    return cases


def expectation_met(case, outcome):
    """None when the case states no expectation, else whether `outcome` meets it."""
    kind, text = outcome
    if case.get("invalid"):
        return kind == "error"
    if "result" in case:
        return kind == "ok" and text == case["result"]
    if "results" in case:
        return kind == "ok" and text in case["results"]
    return None


def same(a, b):
    """Two outcomes agree when both are errors (messages differ by engine) or both the same output."""
    return a[0] == b[0] == "error" or a == b


def show(outcome):
    kind, text = outcome
    return f"error ({text.splitlines()[0][:100]})" if kind == "error" else json.dumps(text, ensure_ascii=False)


# MARK: - Random templates

WORDS = ["a", "b", "s", "n", "x", "list", "words", "h", "nested", "nothing", "empty_s", "f"]
FILTERS = [
    "upcase", "downcase", "capitalize", "size", "first", "last", "join", "join: ', '", "reverse", "sort",
    "sort_natural", "uniq", "compact", "strip", "escape", "url_encode", "split: ' '", "append: 'z'",
    "prepend: 'y'", "replace: 'a', 'b'", "remove: 'a'", "truncate: 3", "truncatewords: 1", "slice: 1",
    "slice: -2, 2", "plus: 1", "minus: 2", "times: 3", "divided_by: 2", "modulo: 2", "abs", "ceil", "floor",
    "round", "round: 1", "at_least: 2", "at_most: 2", "default: 'd'", "map: 'k'", "where: 'k'",
    "where: 'k', 1", "reject: 'k'", "has: 'k'", "find: 'k', 1", "find_index: 'k', 1", "sum", "concat: list",
    "strip_html", "newline_to_br", "strip_newlines", "base64_encode", "date: '%Y'",
]
DATA = {
    "a": "Hello World", "b": "  spaced  ", "s": "a,b,c", "n": 7, "x": 2.5, "f": False, "nothing": None,
    "empty_s": "", "list": [3, 1, 2], "words": ["b", "A", "c", "b"],
    "h": {"z": 1, "k": 2, "a": 3}, "a2": ["x", {"k": 1}], "g": "G",
    "nested": [{"k": 1, "v": "one"}, {"k": 2, "v": "two"}, {"k": None, "v": "none"}, {"v": "missing"}],
}


def random_expression(rng):
    choice = rng.random()
    if choice < 0.55:
        base = rng.choice(WORDS)
        if rng.random() < 0.2:
            base += rng.choice([".size", ".first", ".last", "[0]", "[1].v", ".k", "['k']"])
        return base
    if choice < 0.75:
        return rng.choice(["'abc'", "'A b'", "''", "1", "-3", "2.5", "0", "true", "false", "nil"])
    return f"({rng.randint(-2, 3)}..{rng.choice(['n', '3', '5', 'x'])})"


def random_output(rng):
    filters = "".join(" | " + rng.choice(FILTERS) for _ in range(rng.randint(0, 3)))
    return "{{ " + random_expression(rng) + filters + " }}"


def random_condition(rng):
    left = random_expression(rng)
    if rng.random() < 0.4:
        return left
    op = rng.choice(["==", "!=", "<", ">", "<=", ">=", "contains"])
    right = rng.choice([random_expression(rng), "empty", "blank"])
    condition = f"{left} {op} {right}"
    if rng.random() < 0.25:
        condition += rng.choice([" and ", " or "]) + random_condition(rng)
    return condition


def random_tag(rng, name, markup=""):
    """A tag, with white-space control now and then."""
    left = "{%-" if rng.random() < 0.1 else "{%"
    right = "-%}" if rng.random() < 0.1 else "%}"
    return f"{left} {name}{' ' + markup if markup else ''} {right}"


def random_block(rng, depth):
    parts = []
    for _ in range(rng.randint(1, 4)):
        choice = rng.random()
        if choice < 0.25 or depth > 2:
            parts.append(rng.choice(["x", " ", "\n", "-", "  ", "\n  "]) + random_output(rng))
        elif choice < 0.36:
            tag = rng.choice(["if", "unless"])
            body = random_block(rng, depth + 1)
            for _ in range(rng.choice([0, 0, 1, 2])):
                body += random_tag(rng, "elsif", random_condition(rng)) + random_block(rng, depth + 1)
            if rng.random() < 0.4:
                body += random_tag(rng, "else") + random_block(rng, depth + 1)
            parts.append(random_tag(rng, tag, random_condition(rng)) + body + random_tag(rng, "end" + tag))
        elif choice < 0.48:
            options = rng.choice(["", " limit: 2", " offset: 1", " reversed", " limit: 1 offset: 1",
                                  " offset: continue", " limit: 2 offset: continue", ", limit: 2"])
            body = random_block(rng, depth + 1)
            if rng.random() < 0.3:
                body += rng.choice(["{{ forloop.index }}", "{{ forloop.last }}", "{{ forloop.name }}",
                                    "{{ forloop.parentloop.index }}", "{% break %}", "{% continue %}",
                                    "{% ifchanged %}{{ i }}{% endifchanged %}"])
            otherwise = random_tag(rng, "else") + random_block(rng, depth + 1) if rng.random() < 0.2 else ""
            variable = rng.choice(["i", "item"])
            parts.append(random_tag(rng, "for", f"{variable} in {random_expression(rng)}{options}") + body
                         + otherwise + random_tag(rng, "endfor"))
        elif choice < 0.56:
            parts.append(f"{{% assign v = {random_expression(rng)} | {rng.choice(FILTERS)} %}}{{{{ v }}}}")
        elif choice < 0.62:
            parts.append(random_tag(rng, "capture", "c") + random_block(rng, depth + 1) + random_tag(rng, "endcapture")
                         + "[{{ c }}]")
        elif choice < 0.7:
            clauses = ""
            for _ in range(rng.randint(1, 3)):
                if rng.random() < 0.2:
                    clauses += random_tag(rng, "else") + random_block(rng, depth + 1)
                else:
                    values = ", ".join(random_expression(rng) for _ in range(rng.randint(1, 2)))
                    clauses += random_tag(rng, "when", values) + random_block(rng, depth + 1)
            parts.append(random_tag(rng, "case", random_expression(rng)) + rng.choice(["", " ", "\n"]) + clauses
                         + random_tag(rng, "endcase"))
        elif choice < 0.76:
            group = rng.choice(["", "'g': ", "n: ", "nothing: "])
            values = rng.choice(["'a', 'b'", "'a', 'b', 'c'", "1, 2", "a, b"])
            parts.append(random_tag(rng, "cycle", group + values) + random_tag(rng, rng.choice(["increment", "decrement"]), rng.choice(["k", "n"])))
        elif choice < 0.81:
            cols = rng.choice(["", " cols: 2", " limit: 2", " offset: 1", " cols: 2, limit: 3"])
            parts.append(random_tag(rng, "tablerow", f"i in {rng.choice(['list', 'words', '(1..3)', 'h', 's', 'nothing'])}{cols}")
                         + rng.choice(["{{ tablerowloop.col }}", "{{ i }}", random_output(rng)]) + random_tag(rng, "endtablerow"))
        elif choice < 0.86:
            lines = [rng.choice(["echo " + random_expression(rng) + " | " + rng.choice(FILTERS),
                                 "assign w = " + random_expression(rng), "echo w", "# a comment",
                                 "if " + random_condition(rng), "endif", "increment k"]) for _ in range(rng.randint(1, 4))]
            # Every `if` line is closed at the end of the tag.
            lines = [line for line in lines if line != "endif"]
            lines += ["endif"] * sum(1 for line in lines if line.startswith("if "))
            parts.append("{% liquid\n  " + "\n  ".join(lines) + "\n%}")
        elif choice < 0.9:
            parts.append(rng.choice(["{% raw %}{{ x }}{% if %}{% endraw %}", "{% comment %}{{ x }}{% endcomment %}",
                                     "{% # note %}", "{% doc %} x {% enddoc %}", "{% echo %}", "{{ }}"]))
        elif choice < 0.95:
            name = rng.choice(["'p'", "'q'"])
            binding = rng.choice(["", " with list", " for words", " with h", " for list as x", ", a: 1"])
            parts.append(random_tag(rng, rng.choice(["include", "render"]), name + binding))
        else:
            parts.append(random_tag(rng, "if", random_condition(rng)) + rng.choice(["  ", "\n", " {% assign z = 1 %} "])
                         + random_tag(rng, "endif"))
    return "".join(parts)


PARTIALS = {
    "p": "<{{ p }}|{{ x }}|{{ a }}|{{ forloop.index }}>",
    "q": "{% for y in list %}{{ y }}{% if y == 1 %}{% break %}{% endif %}{% endfor %}{{ q }}",
}


def random_cases(count, seed):
    rng = random.Random(seed)
    return [{"name": f"random #{i}", "template": random_block(rng, 0), "data": DATA, "templates": PARTIALS}
            for i in range(count)]


# MARK: - Main


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*", type=Path, help="case files or folders")
    parser.add_argument("--ruby-liquid", default=os.environ.get("LIQUID_RUBY_LIB"),
                        help="the lib folder of a Shopify/liquid checkout")
    parser.add_argument("--random", type=int, default=0, help="compare this many random templates instead")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=40, help="differences to print")
    arguments = parser.parse_args()

    if arguments.random:
        cases = random_cases(arguments.random, arguments.seed)
    else:
        cases = load_cases(arguments.paths or [HERE / "cases"])
    ours = run_ours(cases)
    ruby = run_ruby(cases, arguments.ruby_liquid) if arguments.ruby_liquid else None
    python = run_python(cases)
    if python is None:
        print("differential: python-liquid is not installed (pip install python-liquid); skipping it",
              file=sys.stderr)

    counts = {"expected": [0, 0], "ruby": [0, 0], "python": [0, 0], "ruby-python": [0, 0], "ruby-expected": [0, 0]}
    differences = []
    references = []  # cases where Ruby Liquid and python-liquid disagree: Ruby is the reference
    for index, case in enumerate(cases):
        problems = []
        met = expectation_met(case, ours[index])
        if met is not None:
            counts["expected"][1] += 1
            counts["expected"][0] += met
            if not met:
                expected = "error" if case.get("invalid") else json.dumps(case.get("result", case.get("results")))
                problems.append(f"expected {expected}")
        for name, results in (("ruby", ruby), ("python", python)):
            if results is None:
                continue
            counts[name][1] += 1
            if same(ours[index], results[index]):
                counts[name][0] += 1
            elif name == "ruby" or ruby is None or same(ruby[index], python[index]):
                # python-liquid's own deviations from Ruby are listed apart, not as differences of ours.
                problems.append(f"{name} {show(results[index])}")
        if ruby is not None and python is not None:
            counts["ruby-python"][1] += 1
            counts["ruby-python"][0] += same(ruby[index], python[index])
            if not same(ruby[index], python[index]):
                references.append(f"- {case['name']}: Ruby {show(ruby[index])}, python-liquid {show(python[index])}")
        if ruby is not None and met is not None:
            counts["ruby-expected"][1] += 1
            counts["ruby-expected"][0] += bool(expectation_met(case, ruby[index]))
        if problems:
            note = f"  (note: {case['note']})" if case.get("note") else ""
            differences.append(
                f"- {case['name']} [{case.get('file', 'random')}]{note}\n    template: {json.dumps(case['template'])}\n"
                f"    ours: {show(ours[index])}\n    " + "\n    ".join(problems))

    # Random templates: the shortest differences are the easiest to read.
    if arguments.random:
        differences.sort(key=len)
    for text in differences[: arguments.show]:
        print(text)
    if len(differences) > arguments.show:
        print(f"... and {len(differences) - arguments.show} more")
    if references and not arguments.random:
        print(f"\nWhere Ruby Liquid and python-liquid disagree, Ruby is the reference ({len(references)} cases):")
        for line in references[: arguments.show]:
            print(line)
        if len(references) > arguments.show:
            print(f"... and {len(references) - arguments.show} more")
    print(f"\n{len(cases)} cases, {len(differences)} with a difference")
    labels = {"expected": "ours meets the stated expectation", "ruby": "ours agrees with Ruby Liquid",
              "python": "ours agrees with python-liquid", "ruby-python": "Ruby Liquid agrees with python-liquid",
              "ruby-expected": "Ruby Liquid meets the stated expectation"}
    for key, (agreeing, total) in counts.items():
        if total:
            print(f"  {labels[key]}: {agreeing}/{total} ({100 * agreeing / total:.1f}%)")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
