#!/usr/bin/env python3
"""Runs every shell and Python block of README.md and docs/guides/*.md, so what they show stays true.

A fenced block whose info string is `sh` is run with bash (-e -o pipefail) in a scratch directory
that sees the repository's top-level entries (target/, examples/, test/, tools/, .venv, ...) as
symbolic links, so a command writes its outputs there and never into the checkout. A `python`
block is written there as block.py and run by the project's Python (.venv/bin/python, else
python3) with the checkout's python/ first on PYTHONPATH, so `import axe` is this checkout's
package whatever the venv has installed. Each block runs in a scratch directory of its own, with a time limit. A block that
cannot run on a build machine says why in its info string, `sh not-run: <reason>` (or `python
not-run: ...`; the reason is printed); a block without a reason there is run.

usage: tools/check-guides.py [--root DIR] [--timeout S] [FILE.md ...]
Exit status: 0 when every block ran and exited 0, 1 otherwise (each failure printed with its file,
line, command and output tail).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

FENCE = re.compile(r"^```(\S*)(.*)$")


LANGUAGES = ("sh", "python")


def blocks(path):
    """(line number, language, info, text) of each fenced block of `path` whose language is sh or python."""
    out, lang, rest, start, body = [], None, "", 0, []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            m = FENCE.match(line.rstrip("\n"))
            if m and lang is None:
                lang, rest, start, body = m.group(1), m.group(2).strip(), number, []
            elif line.startswith("```") and lang is not None:
                if lang in LANGUAGES:
                    out.append((start, lang, rest, "".join(body)))
                lang = None
            elif lang is not None:
                body.append(line)
    if lang is not None:
        raise SystemExit(f"{path}:{start}: a fenced block is not closed")
    return out


def scratch(root):
    """A fresh directory whose entries link to the repository's top-level entries."""
    d = tempfile.mkdtemp(prefix="axe-guide-")
    for name in os.listdir(root):
        if name in (".git",):
            continue
        os.symlink(os.path.join(root, name), os.path.join(d, name))
    return d


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per block (default 300)")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    if a.timeout <= 0:
        ap.error("--timeout must be positive")
    root = os.path.abspath(a.root)
    files = a.files or [os.path.join(root, "README.md")] + sorted(
        os.path.join(root, "docs", "guides", f)
        for f in os.listdir(os.path.join(root, "docs", "guides"))
        if f.endswith(".md"))
    ran = skipped = failed = 0
    for path in files:
        rel = os.path.relpath(path, root)
        for line, lang, info, text in blocks(path):
            if info.startswith("not-run"):
                reason = info[len("not-run"):].lstrip(":").strip()
                if not reason:
                    print(f"FAIL {rel}:{line}: `not-run` needs a reason")
                    failed += 1
                else:
                    print(f"skip {rel}:{line}: {reason}")
                    skipped += 1
                continue
            d = scratch(root)
            t0 = time.monotonic()
            try:
                if lang == "sh":
                    command, env = ["bash", "-e", "-o", "pipefail", "-c", text], None
                else:
                    venv = os.path.join(root, ".venv", "bin", "python")
                    # A file, not `python -c`: PyTorch's stack traces (which the axe package reports) keep
                    # only frames of real files.
                    with open(os.path.join(d, "block.py"), "w", encoding="utf-8") as f:
                        f.write(text)
                    command = [venv if os.path.exists(venv) else "python3", "block.py"]
                    path_list = [os.path.join(root, "python"), os.environ.get("PYTHONPATH", "")]
                    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in path_list if p)}
                p = subprocess.run(command, cwd=d, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, timeout=a.timeout)
                rc, output = p.returncode, p.stdout.decode(errors="replace")
            except subprocess.TimeoutExpired as e:
                rc, output = "timeout", (e.stdout or b"").decode(errors="replace")
            finally:
                shutil.rmtree(d)  # unlinks the links, never follows them
            dt = time.monotonic() - t0
            if rc == 0:
                print(f"ok   {rel}:{line} ({dt:.1f} s)")
                ran += 1
            else:
                failed += 1
                tail = "\n".join(output.strip().splitlines()[-15:])
                print(f"FAIL {rel}:{line} (exit {rc}, {dt:.1f} s)\n{text}--- output (tail) ---\n{tail}\n")
    print(f"guides: {ran} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
