#!/usr/bin/env python3
"""collect.py - find real 3-way merge conflicts of Xcode `project.pbxproj` files
in the history of public git repositories, and lay them out as test fixtures.

Development-time tool only; nothing in the Swift build uses it.  Needs python3
(standard library only) and git.

How it works
------------
`scan`: for every merge commit M with exactly two parents P1 (ours) and P2 (theirs)
  in a (bare) clone, for every path ending in `project.pbxproj` that differs between
  P1 and P2, it takes the single merge base B (`git merge-base --all P1 P2`; merges
  with several bases, i.e. criss-cross histories, are skipped) and keeps the path if
  it was changed on both sides since B (blob at P1 != blob at B != blob at P2, and
  P1 != P2).  It runs `git merge-file -p --diff3 ours base theirs` on the three
  blobs; if git's text merge leaves conflict markers the case is a candidate.  The
  developers' resolution is the blob at M.  Each candidate is analysed structurally
  (the old-style plist is parsed; objects added/removed/changed on each side are
  compared by object ID and attribute, build settings key by key) and the
  resolution is checked (header, conflict markers, parseable, and whether it lost
  an object or a one-sided change).  Candidates go, one JSON object a line, to
  the file named by --candidates.
  Add/add cases (path absent at B) and modify/delete cases are skipped, and so are
  CocoaPods' generated Pods/Pods.xcodeproj files.

`pick`: from candidate files, chooses a diverse set (round-robin over repositories,
  preferring conflict kinds not yet chosen and smaller files) and writes
  cases.json (the manifest) next to this script.

`materialize`: writes, for each case of cases.json,
  <folder>/base.pbxproj, ours.pbxproj, theirs.pbxproj, resolved.pbxproj byte for
  byte from the blobs (verified with `git hash-object`).

`readme`: writes README.md (the table) from cases.json.

Run
---
  python3 collect.py scan --git-dir /path/to/repo.git --repo https://github.com/O/N \
      --short name --candidates /tmp/cands/name.jsonl [--max-merges N]
  python3 collect.py pick /tmp/cands/name.jsonl --per-repo 6   # adds that repo's cases
  python3 collect.py materialize --mirror-root /work/.mirror   # <owner>+<name>/repo
  python3 collect.py readme
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "cases.json")
HEADER = b"// !$*UTF8*$!"


# ---------------------------------------------------------------- git helpers
class Git:
    def __init__(self, git_dir):
        self.git_dir = git_dir
        self._check = subprocess.Popen(
            ["git", "--git-dir", git_dir, "cat-file", "--batch-check"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self._batch = subprocess.Popen(
            ["git", "--git-dir", git_dir, "cat-file", "--batch"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def run(self, *args, ok=(0,)):
        p = subprocess.run(["git", "--git-dir", self.git_dir] + list(args),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode not in ok:
            raise RuntimeError("git %s: %s" % (" ".join(args), p.stderr.decode()))
        return p.stdout.decode("utf-8", "replace")

    def blob_id(self, rev, path):
        """(sha, size) of rev:path, or (None, 0)."""
        self._check.stdin.write(("%s:%s\n" % (rev, path)).encode())
        self._check.stdin.flush()
        line = self._check.stdout.readline().decode().split()
        if len(line) == 3 and line[1] == "blob":
            return line[0], int(line[2])
        return None, 0

    def blob(self, sha):
        self._batch.stdin.write((sha + "\n").encode())
        self._batch.stdin.flush()
        head = self._batch.stdout.readline().decode().split()
        size = int(head[2])
        data = self._batch.stdout.read(size)
        self._batch.stdout.read(1)
        return data


# ------------------------------------------------- old-style plist (pbxproj)
class ParseError(Exception):
    pass


_BARE = re.compile(rb"[A-Za-z0-9_$/:.\-+]+")


def parse_plist(data):
    """Parse an OpenStep-style plist (as Xcode writes project.pbxproj)."""
    s = data
    n = len(s)
    i = 0

    def skip(i):
        while i < n:
            c = s[i:i + 1]
            if c in b" \t\r\n":
                i += 1
            elif s.startswith(b"/*", i):
                j = s.find(b"*/", i + 2)
                if j < 0:
                    raise ParseError("open comment")
                i = j + 2
            elif s.startswith(b"//", i):
                j = s.find(b"\n", i)
                i = n if j < 0 else j + 1
            else:
                break
        return i

    def value(i):
        i = skip(i)
        if i >= n:
            raise ParseError("eof")
        c = s[i:i + 1]
        if c == b"{":
            d = {}
            i += 1
            while True:
                i = skip(i)
                if s[i:i + 1] == b"}":
                    return d, i + 1
                k, i = value(i)
                if not isinstance(k, str):
                    raise ParseError("key at %d" % i)
                i = skip(i)
                if s[i:i + 1] != b"=":
                    raise ParseError("'=' expected at %d" % i)
                v, i = value(i + 1)
                i = skip(i)
                if s[i:i + 1] != b";":
                    raise ParseError("';' expected at %d" % i)
                i += 1
                d[k] = v
        if c == b"(":
            a = []
            i += 1
            while True:
                i = skip(i)
                if s[i:i + 1] == b")":
                    return a, i + 1
                v, i = value(i)
                a.append(v)
                i = skip(i)
                if s[i:i + 1] == b",":
                    i += 1
                elif s[i:i + 1] != b")":
                    raise ParseError("',' expected at %d" % i)
        if c == b'"':
            j = i + 1
            out = bytearray()
            while j < n and s[j:j + 1] != b'"':
                if s[j:j + 1] == b"\\":
                    out += s[j:j + 2]
                    j += 2
                else:
                    out += s[j:j + 1]
                    j += 1
            if j >= n:
                raise ParseError("open string")
            return out.decode("utf-8", "replace"), j + 1
        if c == b"<":
            j = s.find(b">", i)
            return "<" + s[i + 1:j].decode() + ">", j + 1
        m = _BARE.match(s, i)
        if not m:
            raise ParseError("unexpected %r at %d" % (s[i:i + 10], i))
        return m.group().decode(), m.end()

    v, i = value(0)
    if skip(i) != n:
        raise ParseError("trailing data")
    return v


# ------------------------------------------------------------- analysis
def describe(objs, oid):
    o = objs.get(oid)
    if not isinstance(o, dict):
        return oid
    isa = o.get("isa", "?")
    name = o.get("name") or o.get("path") or o.get("productName")
    if isa in ("PBXBuildFile",):
        ref = o.get("fileRef") or o.get("productRef")
        r = objs.get(ref, {}) if ref else {}
        name = "for " + str(r.get("path") or r.get("name") or r.get("productName") or ref)
    if isa.endswith("BuildPhase") or isa == "XCConfigurationList":
        owner = _owner(objs, oid)
        name = ("%s of %s" % (o["name"], owner)) if o.get("name") else "of " + owner
    if isa == "XCBuildConfiguration":
        name = "%s of %s" % (o.get("name"), _owner(objs, oid))
    if isa == "PBXGroup" and not name:
        name = "<main group>"
    return "%s %s" % (isa, name) if name else isa


def _owner(objs, oid):
    for k, o in objs.items():
        if not isinstance(o, dict):
            continue
        for key in ("buildPhases", "buildConfigurations"):
            if oid in (o.get(key) or []):
                return describe(objs, k)
        if o.get("buildConfigurationList") == oid:
            return "%s %s" % (o.get("isa"), o.get("name") or o.get("productName") or "(project)")
    for k, o in objs.items():
        if isinstance(o, dict) and o.get("isa") == "XCConfigurationList" and oid in (o.get("buildConfigurations") or []):
            return describe(objs, k)
    return "?"


def flat_attrs(o, prefix=""):
    """Attributes of one object; dict-valued attributes (buildSettings, attributes.TargetAttributes
    ...) flattened down to their leaves as dotted paths."""
    out = {}
    for k, v in o.items():
        if isinstance(v, dict) and v:
            out.update(flat_attrs(v, prefix + k + "."))
        else:
            out[prefix + k] = v
    return out


def side_changes(base, side):
    bo, so = base["objects"], side["objects"]
    added = [k for k in so if k not in bo]
    removed = [k for k in bo if k not in so]
    changed = {}  # (oid, attr) -> (before, after)
    for k in so:
        if k in bo and so[k] != bo[k]:
            a, b = flat_attrs(bo[k]), flat_attrs(so[k])
            for attr in set(a) | set(b):
                if a.get(attr) != b.get(attr):
                    changed[(k, attr)] = (a.get(attr), b.get(attr))
    rb = flat_attrs({k: v for k, v in base.items() if k != "objects"})
    rs = flat_attrs({k: v for k, v in side.items() if k != "objects"})
    for k in set(rb) | set(rs):
        if rb.get(k) != rs.get(k):
            changed[("<root>", k)] = (rb.get(k), rs.get(k))
    return added, removed, changed


def _h(x):
    """Hashable form of a list element (elements can be dictionaries, e.g. projectReferences)."""
    return x if isinstance(x, str) else json.dumps(x, sort_keys=True)


def short(v, n=60):
    s = json.dumps(v) if not isinstance(v, str) else v
    return s if len(s) <= n else s[:n - 3] + "..."


def analyse(b, o, t, r):
    """Structural comparison of the two sides and check of the resolution."""
    res = {"parse_error": None}
    try:
        B, O, T = parse_plist(b), parse_plist(o), parse_plist(t)
    except ParseError as e:
        res["parse_error"] = "input: %s" % e
        return res
    oa, orm, oc = side_changes(B, O)
    ta, trm, tc = side_changes(B, T)
    bo, oo, to = B["objects"], O["objects"], T["objects"]
    allobjs = dict(bo)
    allobjs.update(oo)
    allobjs.update(to)

    def isa(k):
        return (allobjs.get(k) or {}).get("isa", "?")

    res["ours"] = {"added": collections.Counter(isa(k) for k in oa),
                   "removed": collections.Counter(isa(k) for k in orm),
                   "changed_attrs": len(oc)}
    res["theirs"] = {"added": collections.Counter(isa(k) for k in ta),
                     "removed": collections.Counter(isa(k) for k in trm),
                     "changed_attrs": len(tc)}
    # same attribute touched on both sides
    both_lists, true_conflicts, same_change = [], [], []
    for key in set(oc) & set(tc):
        ob, ov = oc[key]
        tb, tv = tc[key]
        oid, attr = key
        what = ("%s: %s" % (describe(allobjs, oid), attr)) if oid != "<root>" else "root: " + attr
        if ov == tv:
            same_change.append(what)
        elif isinstance(ob, (list, type(None))) and isinstance(ov, list) and isinstance(tv, list):
            ob = ob or []
            # a list edited on both sides: mergeable if the element edits don't collide
            oadd = [x for x in ov if x not in ob]
            tadd = [x for x in tv if x not in ob]
            orem = [x for x in ob if x not in ov]
            trem = [x for x in ob if x not in tv]
            kind = []
            if oadd and tadd:
                kind.append("both added")
            if orem and trem:
                kind.append("both removed")
            if (oadd or tadd) and not (oadd and tadd):
                kind.append("one added")
            if (orem or trem) and not (orem and trem):
                kind.append("one removed")
            if not (oadd or tadd or orem or trem):
                kind.append("reordered")
            elif set(map(_h, oadd)) & set(map(_h, tadd)):
                kind.append("same element added both")
            if set(map(_h, ob)) - set(map(_h, orem)) == set(map(_h, ob)) - set(map(_h, trem)) and \
                    [x for x in ov if x in ob] != [x for x in tv if x in ob]:
                kind.append("order differs")
            both_lists.append("%s (%s)" % (what, ", ".join(kind)))
        else:
            true_conflicts.append("%s: %s -> ours %s / theirs %s" % (
                what, short(ob, 40), short(ov, 40), short(tv, 40)))
    # modify/delete of objects
    for k in orm:
        if any(c[0] == k for c in tc):
            true_conflicts.append("%s removed by ours, changed by theirs" % describe(bo, k))
    for k in trm:
        if any(c[0] == k for c in oc):
            true_conflicts.append("%s removed by theirs, changed by ours" % describe(bo, k))
    res["both_touched_objects"] = sorted(set(
        "%s (%s / %s)" % (describe(allobjs, oid) if oid != "<root>" else "root",
                          ", ".join(sorted(set(k[1] for k in oc if k[0] == oid) - set(k[1] for k in tc if k[0] == oid)))[:80],
                          ", ".join(sorted(set(k[1] for k in tc if k[0] == oid) - set(k[1] for k in oc if k[0] == oid)))[:80])
        for oid in set(k[0] for k in oc) & set(k[0] for k in tc)
        if set(k[1] for k in oc if k[0] == oid) != set(k[1] for k in tc if k[0] == oid)))
    res["both_lists"] = sorted(both_lists)
    res["true_conflicts"] = sorted(set(true_conflicts))
    res["same_change_both"] = sorted(same_change)
    res["same_id_added_both"] = sorted(set(oa) & set(ta))
    res["ours_setting_changes"] = sorted(
        "%s %s" % (describe(allobjs, k[0]) if k[0] != "<root>" else "root", k[1])
        for k in oc if ".".join(k[1].split(".")[:1]) in ("buildSettings",) or k[0] == "<root>")[:12]
    res["theirs_setting_changes"] = sorted(
        "%s %s" % (describe(allobjs, k[0]) if k[0] != "<root>" else "root", k[1])
        for k in tc if ".".join(k[1].split(".")[:1]) in ("buildSettings",) or k[0] == "<root>")[:12]
    res["ours_changed"] = sorted(set("%s: %s" % (describe(allobjs, k[0]) if k[0] != "<root>" else "root", k[1]) for k in oc))[:40]
    res["theirs_changed"] = sorted(set("%s: %s" % (describe(allobjs, k[0]) if k[0] != "<root>" else "root", k[1]) for k in tc))[:40]

    # ------------------------------------------------ check the resolution
    chk = {"header_ok": r.startswith(HEADER),
           "markers": bool(re.search(rb"^(<<<<<<<|>>>>>>>|=======$)", r, re.M)),
           "equals": "ours" if r == o else "theirs" if r == t else "base" if r == b else None}
    try:
        R = parse_plist(r)
    except ParseError as e:
        chk["parse_error"] = str(e)
        res["resolution"] = chk
        return res
    ro = R["objects"]
    expected = (set(bo) | set(oa) | set(ta)) - set(orm) - set(trm)
    chk["dropped_objects"] = sorted("%s (%s)" % (describe(allobjs, k), "added by ours" if k in oa else "added by theirs" if k in ta else "kept by both")
                                    for k in expected - set(ro))
    chk["resurrected_objects"] = sorted(describe(allobjs, k) for k in (set(orm) | set(trm)) & set(ro))
    chk["new_objects"] = sorted(describe(ro, k) for k in set(ro) - (set(bo) | set(oa) | set(ta)))
    lost = []
    for side, changes, other in (("ours", oc, tc), ("theirs", tc, oc)):
        for (oid, attr), (before, after) in changes.items():
            if (oid, attr) in other:
                continue
            if oid == "<root>":
                rv = flat_attrs({k: v for k, v in R.items() if k != "objects"}).get(attr)
            else:
                if oid not in ro:
                    continue
                rv = flat_attrs(ro[oid]).get(attr)
            if isinstance(after, list) and isinstance(before, list) and isinstance(rv, list):
                add = [x for x in after if x not in before]
                rem = [x for x in before if x not in after]
                if any(x not in rv for x in add) or any(x in rv for x in rem):
                    lost.append("%s's edit of %s: %s" % (side, describe(allobjs, oid) if oid != "<root>" else "root", attr))
            elif rv != after:
                lost.append("%s's change of %s: %s (%s -> %s, resolved %s)" % (
                    side, describe(allobjs, oid) if oid != "<root>" else "root", attr,
                    short(before, 30), short(after, 30), short(rv, 30)))
    chk["lost_one_sided_changes"] = sorted(lost)
    res["resolution"] = chk
    return res


def classify(a):
    """Short words for the kinds of conflict in one case."""
    if a.get("parse_error"):
        return ["unparseable input"]
    kinds = []
    for l in a["both_lists"]:
        m = re.match(r"(\S+) .*?: (\w+)", l)
        if m:
            kinds.append("both edited %s.%s" % (m.group(1), m.group(2)))
    for c in a["true_conflicts"]:
        m = re.match(r"(\S+) .*?: ([\w.]+):", c)
        if "removed by" in c:
            kinds.append("modify/delete")
        elif m:
            attr = m.group(2)
            kinds.append("same attr two ways: %s" % (attr if not attr.startswith("buildSettings.") else "buildSettings." + attr.split(".", 1)[1]))
    for side in ("ours", "theirs"):
        for isa in a[side]["added"]:
            kinds.append("added " + isa)
        for isa in a[side]["removed"]:
            kinds.append("removed " + isa)
    if any("buildSettings" in x for x in a["ours_changed"]) and any("buildSettings" in x for x in a["theirs_changed"]):
        kinds.append("build settings both sides")
    return sorted(set(kinds))


# ------------------------------------------------------------------- scan
def merge_file(b, o, t):
    with tempfile.TemporaryDirectory() as d:
        paths = []
        for name, data in (("ours", o), ("base", b), ("theirs", t)):
            p = os.path.join(d, name)
            with open(p, "wb") as f:
                f.write(data)
            paths.append(p)
        p = subprocess.run(["git", "merge-file", "-p", "--diff3"] + paths,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode < 0:
            raise RuntimeError(p.stderr.decode())
        out = p.stdout
        hunks = len(re.findall(rb"^<<<<<<< ", out, re.M))
        return hunks, out


def cmd_scan(args):
    g = Git(args.git_dir)
    seen = set()
    lines = g.run("rev-list", "--merges", "--parents", "--all").split("\n")
    lines = [l.split() for l in lines if l.strip()]
    if args.max_merges:
        lines = lines[:args.max_merges]
    stats = collections.Counter()
    out = open(args.candidates, "w")
    for n, parts in enumerate(lines):
        stats["merges"] += 1
        if len(parts) != 3:
            stats["octopus"] += 1
            continue
        m, p1, p2 = parts
        paths = [x for x in g.run("diff-tree", "-r", "--name-only", "--no-renames", p1, p2).split("\n")
                 if x.endswith("project.pbxproj") and not x.startswith("Pods/") and "/Pods/" not in x]
        if not paths:
            continue
        bases = g.run("merge-base", "--all", p1, p2, ok=(0, 1)).split()
        if len(bases) != 1:
            stats["criss-cross or no base"] += 1
            continue
        base = bases[0]
        for path in paths:
            ids = [g.blob_id(r, path) for r in (base, p1, p2, m)]
            (bb, bs), (ob, os_), (tb, ts), (rb, rs) = ids
            if not ob or not tb:
                stats["modify/delete of file"] += 1
                continue
            if not bb:
                stats["add/add of file"] += 1
                continue
            if ob == bb or tb == bb or ob == tb:
                continue
            stats["changed both sides"] += 1
            key = (bb, ob, tb)
            if key in seen:
                stats["duplicate triple"] += 1
                continue
            seen.add(key)
            if not rb:
                stats["file gone in merge"] += 1
                continue
            b, o, t = g.blob(bb), g.blob(ob), g.blob(tb)
            hunks, _ = merge_file(b, o, t)
            if hunks == 0:
                stats["text merge clean"] += 1
                continue
            stats["text merge conflicts"] += 1
            r = g.blob(rb)
            try:
                a = analyse(b, o, t, r)
            except Exception as e:  # keep scanning; the case is reported as not analysed
                a = {"parse_error": "analysis failed: %r" % e}
            rec = {"repo": args.repo, "short": args.short, "git_dir": args.git_dir,
                   "merge": m, "ours": p1, "theirs": p2, "base": base, "path": path,
                   "blobs": {"base": bb, "ours": ob, "theirs": tb, "resolved": rb},
                   "sizes": {"base": bs, "ours": os_, "theirs": ts, "resolved": rs},
                   "lines": {"base": b.count(b"\n"), "ours": o.count(b"\n"),
                             "theirs": t.count(b"\n"), "resolved": r.count(b"\n")},
                   "hunks": hunks, "date": g.run("log", "-1", "--format=%cI", m).strip(),
                   "subject": g.run("log", "-1", "--format=%s", m).strip()[:100],
                   "analysis": a, "kinds": classify(a)}
            out.write(json.dumps(rec) + "\n")
            out.flush()
        if n % 200 == 0:
            print(n, dict(stats), file=sys.stderr, flush=True)
    print("done", dict(stats), file=sys.stderr)
    with open(args.candidates + ".stats.json", "w") as f:
        json.dump({"repo": args.repo, "stats": dict(stats)}, f)
    out.close()


def cmd_reanalyse(args):
    """Recompute analysis and kinds of candidate files in place (after changing analyse())."""
    if not args.candidates:
        man = json.load(open(MANIFEST))
        gits = {}
        for c in man["cases"]:
            g = gits.setdefault(c["git_dir"], Git(c["git_dir"]))
            b, o, t, r = (g.blob(c["blobs"][k]) for k in ("base", "ours", "theirs", "resolved"))
            c["analysis"] = analyse(b, o, t, r)
            c["kinds"] = classify(c["analysis"])
        with open(MANIFEST, "w") as f:
            json.dump(man, f, indent=1, default=list)
        print("reanalysed", len(man["cases"]))
    for fn in args.candidates:
        recs = [json.loads(l) for l in open(fn)]
        gits = {}
        for c in recs:
            g = gits.setdefault(c["git_dir"], Git(c["git_dir"]))
            b, o, t, r = (g.blob(c["blobs"][k]) for k in ("base", "ours", "theirs", "resolved"))
            c["analysis"] = analyse(b, o, t, r)
            c["kinds"] = classify(c["analysis"])
        with open(fn, "w") as f:
            for c in recs:
                f.write(json.dumps(c) + "\n")
        print(fn, len(recs))


# ------------------------------------------------------------------- pick
def resolution_ok(c):
    r = c["analysis"].get("resolution", {})
    return r.get("header_ok") and not r.get("markers") and not r.get("parse_error")


def brace_counts(c):
    """'{' and '}' outside strings and comments in each version: a resolution without
    conflict markers that does not parse has usually lost or doubled a closing brace."""
    g = Git(c["git_dir"])
    out = []
    for k in ("base", "ours", "theirs", "resolved"):
        d = re.sub(rb'"(\\.|[^"\\])*"', b'""', re.sub(rb"/\*.*?\*/", b"", g.blob(c["blobs"][k]), flags=re.S))
        out.append("%s %d{ %d}" % (k, d.count(b"{"), d.count(b"}")))
    return "braces: " + ", ".join(out)


def cmd_pick(args):
    """Add (or replace) the cases of the repositories in the given candidate files
    to cases.json, keeping the cases of other repositories already there."""
    man = json.load(open(MANIFEST)) if os.path.exists(MANIFEST) else {"cases": [], "skipped_broken": []}
    by_repo = collections.OrderedDict()
    rejected = []
    for fn in args.candidates:
        for line in open(fn):
            c = json.loads(line)
            by_repo.setdefault(c["short"], [])
            if max(c["sizes"].values()) > args.max_bytes:
                continue
            if c["analysis"].get("parse_error"):
                rejected.append((c, "input did not parse: " + c["analysis"]["parse_error"]))
                continue
            if not resolution_ok(c):
                r = c["analysis"]["resolution"]
                rejected.append((c, "resolution broken: header_ok=%s conflict_markers=%s parse_error=%s; %s" % (
                    r.get("header_ok"), r.get("markers"), r.get("parse_error"), brace_counts(c))))
                continue
            by_repo[c["short"]].append(c)
    scans = man.setdefault("scans", {})
    for fn in args.candidates:
        if os.path.exists(fn + ".stats.json"):
            st = json.load(open(fn + ".stats.json"))
            st["candidates"] = sum(1 for _ in open(fn))
            st["broken_resolutions"] = sum(1 for c, _ in rejected if c["short"] in by_repo and c["repo"] == st["repo"])
            scans[st["repo"]] = st
    kept = [c for c in man["cases"] if c["short"] not in by_repo]
    skipped = [s for s in man.get("skipped_broken", []) if s.get("short") not in by_repo]
    kinds_seen = collections.Counter(k for c in kept for k in c["kinds"])
    chosen = []
    total_bytes = sum(sum(c["sizes"].values()) for c in kept)
    include = set(x for x in args.include.split(",") if x)
    for repo, cands in by_repo.items():
        n = 0
        for c in [c for c in cands if c["merge"][:12] in include]:
            cands.remove(c)
            chosen.append(c)
            total_bytes += sum(c["sizes"].values())
            kinds_seen.update(c["kinds"])
            n += 1
        while n < args.per_repo and cands:
            allc = kept + chosen
            want_true = sum(1 for x in allc if x["analysis"]["true_conflicts"]) < len(allc) / 3

            def score(c):
                new = sum(1 for k in c["kinds"] if kinds_seen[k] == 0)
                true = 1 if c["analysis"]["true_conflicts"] else 0
                odd = 1 if any(c["analysis"]["resolution"].get(k) for k in
                               ("dropped_objects", "lost_one_sided_changes", "resurrected_objects")) else 0
                return new + (2 * true if want_true else 0) + odd - sum(c["sizes"].values()) / args.size_weight
            cands.sort(key=score, reverse=True)
            c = cands.pop(0)
            size = sum(c["sizes"].values())
            if total_bytes + size > args.budget:
                continue
            chosen.append(c)
            total_bytes += size
            kinds_seen.update(c["kinds"])
            n += 1
    for c in chosen:
        c["folder"] = "%s-%s" % (c["short"], c["merge"][:12])
    cases = sorted(kept + chosen, key=lambda c: (c["short"], c["date"]))
    skipped += [{"short": c["short"], "repo": c["repo"], "merge": c["merge"], "path": c["path"], "why": why}
                for c, why in rejected]
    with open(MANIFEST, "w") as f:
        json.dump({"scans": scans, "cases": cases, "skipped_broken": skipped}, f, indent=1, default=list)
    print("chosen now", len(chosen), "cases in all", len(cases), "bytes in all", total_bytes,
          dict(collections.Counter(c["short"] for c in cases)))


# ------------------------------------------------------------ materialize
def cmd_materialize(args):
    man = json.load(open(MANIFEST))
    gits = {}
    for c in man["cases"]:
        gd = c["git_dir"] if os.path.isdir(c["git_dir"]) else os.path.join(
            args.mirror_root, c["repo"].split("github.com/")[1].replace("/", "+"), "repo")
        g = gits.setdefault(gd, Git(gd))
        d = os.path.join(args.into, c["folder"])
        os.makedirs(d, exist_ok=True)
        for role in ("base", "ours", "theirs", "resolved"):
            p = os.path.join(d, role + ".pbxproj")
            with open(p, "wb") as f:
                f.write(g.blob(c["blobs"][role]))
            h = subprocess.run(["git", "hash-object", p], stdout=subprocess.PIPE).stdout.decode().strip()
            if h != c["blobs"][role]:
                sys.exit("hash mismatch %s" % p)
    folders = set(c["folder"] for c in man["cases"])
    for d in os.listdir(args.into):
        p = os.path.join(args.into, d)
        if os.path.isdir(p) and d not in folders and all(f.endswith(".pbxproj") for f in os.listdir(p)):
            for f in os.listdir(p):
                os.remove(os.path.join(p, f))
            os.rmdir(p)
            print("removed stale folder", d)
    print("materialized", len(man["cases"]))


# ----------------------------------------------------------------- readme
def summary(c):
    a = c["analysis"]
    parts = []
    for side in ("ours", "theirs"):
        s = a[side]
        bits = []
        for verb in ("added", "removed"):
            if s[verb]:
                top = sorted(s[verb].items(), key=lambda kv: -kv[1])
                bits.append(verb + " " + ", ".join("%d %s" % (v, k) for k, v in top[:4]) +
                            (" +%d more kinds" % (len(top) - 4) if len(top) > 4 else ""))
        settings = sorted(set(x.split(" ")[-1] for x in a[side + "_setting_changes"]))
        if settings:
            bits.append("settings " + ", ".join(x.replace("buildSettings.", "") for x in settings[:4]) + (" ..." if len(settings) > 4 else ""))
        parts.append("%s: %s" % (side, "; ".join(bits) if bits else "%d attribute edits" % s["changed_attrs"]))
    if a["both_lists"]:
        parts.append("both edited: " + "; ".join(a["both_lists"][:4]) + (" ..." if len(a["both_lists"]) > 4 else ""))
    both_added = sorted(set(a["ours"]["added"]) & set(a["theirs"]["added"]))
    if both_added:
        parts.append("both added objects of isa " + ", ".join(both_added))
    if a["same_change_both"]:
        parts.append("same change on both sides: %d attributes" % len(a["same_change_both"]))
    if a.get("both_touched_objects"):
        parts.append("different attributes of the same object: " + "; ".join(a["both_touched_objects"][:3]) +
                     (" ..." if len(a["both_touched_objects"]) > 3 else ""))
    elif not a["both_lists"] and not a["true_conflicts"] and not a["same_change_both"]:
        parts.append("no attribute touched by both sides: the text conflict comes from edits on neighbouring lines only")
    return ". ".join(parts)


def esc(s):
    return s.replace("|", "\\|").replace("\n", " ")


def cmd_readme(args):
    man = json.load(open(MANIFEST))
    cases = man["cases"]
    rows = []
    for c in cases:
        a = c["analysis"]
        true = a["true_conflicts"]
        res = a["resolution"]
        odd = []
        if res.get("equals"):
            odd.append("resolution = %s verbatim" % res["equals"])
        if res.get("dropped_objects"):
            odd.append("dropped %d objects: %s" % (len(res["dropped_objects"]), "; ".join(res["dropped_objects"][:3])))
        if res.get("resurrected_objects"):
            odd.append("kept %d objects a side removed" % len(res["resurrected_objects"]))
        if res.get("new_objects"):
            odd.append("%d objects in neither side" % len(res["new_objects"]))
        if res.get("lost_one_sided_changes"):
            odd.append("lost %d one-sided edits: %s" % (len(res["lost_one_sided_changes"]), "; ".join(res["lost_one_sided_changes"][:2])))
        true = sorted(set(true))
        rows.append("| %s | %s | `%s` | `%s` / `%s` | `%s` | `%s` | %d/%d/%d/%d | %d | %s | %s | %s |" % (
            c["folder"], c["repo"], c["merge"][:12], c["ours"][:12], c["theirs"][:12], c["base"][:12],
            c["path"], c["lines"]["base"], c["lines"]["ours"], c["lines"]["theirs"], c["lines"]["resolved"],
            c["hunks"], esc(summary(c)),
            "**YES**: " + esc("; ".join(true[:3]) + (" ..." if len(true) > 3 else "")) if true else "no",
            esc("; ".join(odd)) if odd else ""))
    per_repo = collections.Counter(c["short"] for c in cases)
    n_true = sum(1 for c in cases if c["analysis"]["true_conflicts"])
    size = sum(sum(c["sizes"].values()) for c in cases)
    with open(os.path.join(HERE, "README.template.md")) as f:
        tmpl = f.read()
    text = tmpl.replace("{{TABLE}}", "\n".join(rows))
    text = text.replace("{{TOTALS}}", "\n".join([
        "- cases: %d, from %d repositories: %s" % (len(cases), len(per_repo), ", ".join("%s %d" % kv for kv in sorted(per_repo.items()))),
        "- different objects/attributes on each side only (a structural merge should resolve them): %d" % (len(cases) - n_true),
        "- same scalar attribute changed two ways, or modify/delete of an object (must still be reported): %d" % n_true,
        "  - of these, the same scalar attribute (a build setting, a package requirement, a reference) changed to two different values: %d" % sum(
            1 for c in cases if any("removed by" not in t for t in c["analysis"]["true_conflicts"])),
        "  - of these, an object removed on one side and changed on the other (modify/delete): %d" % sum(
            1 for c in cases if any("removed by" in t for t in c["analysis"]["true_conflicts"])),
        "- cases where both sides edited the same list (children, files, buildPhases, packageProductDependencies ...): %d" % sum(
            1 for c in cases if c["analysis"]["both_lists"]),
        "- cases where no attribute was touched by both sides (the text conflict comes only from neighbouring lines, e.g. both sides adding objects next to each other in a section, or different keys at the same place of one buildSettings): %d" % sum(
            1 for c in cases if not c["analysis"]["both_lists"] and not c["analysis"]["true_conflicts"] and not c["analysis"]["same_change_both"]),
        "- resolutions identical to one parent (ours %d, theirs %d); resolutions that dropped an object a side added or both kept: %d; kept an object a side removed: %d; lost a one-sided attribute change or list edit: %d; hold objects in neither side: %d; none of these (what a structural merge gives, up to order): %d" % (
            sum(1 for c in cases if c["analysis"]["resolution"].get("equals") == "ours"),
            sum(1 for c in cases if c["analysis"]["resolution"].get("equals") == "theirs"),
            sum(1 for c in cases if c["analysis"]["resolution"].get("dropped_objects")),
            sum(1 for c in cases if c["analysis"]["resolution"].get("resurrected_objects")),
            sum(1 for c in cases if c["analysis"]["resolution"].get("lost_one_sided_changes")),
            sum(1 for c in cases if c["analysis"]["resolution"].get("new_objects")),
            sum(1 for c in cases if not any(c["analysis"]["resolution"].get(k) for k in (
                "dropped_objects", "resurrected_objects", "lost_one_sided_changes", "new_objects")))),
        "- text conflict hunks in all: %d" % sum(c["hunks"] for c in cases),
        "- size of the four files of every case together: %.1f MB" % (size / 1e6)]))
    scans = man.get("scans", {})
    text = text.replace("{{SCANS}}", "\n".join(
        "| %s | %s | %s | %s | %s | %s | %s |" % (
            repo, st["stats"].get("merges", 0), st["stats"].get("changed both sides", 0),
            st["stats"].get("text merge clean", 0), st["stats"].get("text merge conflicts", 0),
            st.get("broken_resolutions", 0), sum(1 for c in cases if c["repo"] == repo))
        for repo, st in sorted(scans.items())))
    skipped = man.get("skipped_broken", [])
    text = text.replace("{{SKIPPED}}", "\n".join(
        "- %s merge `%s` `%s`: %s" % (s["repo"], s["merge"][:12], s["path"], s["why"]) for s in skipped) or "- none")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(text)
    print("readme rows", len(rows))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("scan")
    s.add_argument("--git-dir", required=True)
    s.add_argument("--repo", required=True)
    s.add_argument("--short", required=True)
    s.add_argument("--candidates", required=True)
    s.add_argument("--max-merges", type=int, default=0)
    p = sub.add_parser("pick")
    p.add_argument("candidates", nargs="+")
    p.add_argument("--per-repo", type=int, default=6)
    p.add_argument("--include", default="", help="comma-separated merge commits (12 hex digits) to take first")
    p.add_argument("--size-weight", type=float, default=300000.0,
                   help="bytes (four files together) that weigh as much as one new conflict kind")
    p.add_argument("--max-bytes", type=int, default=1500000)
    p.add_argument("--budget", type=int, default=40000000)
    m = sub.add_parser("materialize")
    m.add_argument("--mirror-root", default="/work/.mirror")
    m.add_argument("--into", default=HERE,
                   help="the folder to lay the cases in: this one (ignored by git), or ../shared/project-merge-cases")
    sub.add_parser("readme")
    ra = sub.add_parser("reanalyse")
    ra.add_argument("candidates", nargs="*", help="candidate files; none: the cases of cases.json")
    args = ap.parse_args()
    {"scan": cmd_scan, "pick": cmd_pick, "materialize": cmd_materialize, "readme": cmd_readme,
     "reanalyse": cmd_reanalyse}[args.cmd](args)


if __name__ == "__main__":
    main()
