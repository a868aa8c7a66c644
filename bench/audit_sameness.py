"""The audit's output, byte for byte, before and after a change to its speed (issue 14):

    .venv/bin/python -m bench.audit_sameness --out REF                  # the reference, the tree before
    .venv/bin/python -m bench.audit_sameness --out NEW --against REF    # this tree against it

Runs `rulings audit` of this tree (the current directory's `rulings/`) as a user does, each run its
own process, on the generated 10,000 boards (seed 1999) and 1,000 boards (seed 7), every record file
of tests/data and tests/data/issue14: the JSON report with one worker, with the pool, with
`--play-rulings` and with `--engine python`, the text in both languages, several files in one run
(a file holding no board among them); each run's stdout, stderr and exit code are kept (the progress
bar's updates, which depend on the clock, taken out of stderr), each in a file of `--out`; `--against`
names every run that differs from the reference. The generated files are written once into `--files`.
Not part of the test suite (the runs take minutes).
"""

from __future__ import annotations

import argparse
import filecmp
import re
import subprocess
import sys
from pathlib import Path

from bench.generate_pbn import write_session

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
#: the progress bar's updates: when each is written (the count it shows, its rate) depends on the clock
_PROGRESS = re.compile(r"\r?(审核|audit) \d+(/\d+ \[[#-]*\] +\d+%)? (副 |boards )?(\d+ (副/秒|boards/s)|N rate)")


def runs(generated: Path, small: Path) -> list[tuple[str, list[str]]]:
    """Each run: its name and the arguments after `rulings audit`."""
    records = sorted(p for p in (*DATA.glob("*"), *(DATA / "issue14").glob("*")) if p.suffix in (".pbn", ".lin"))
    rel = [str(p.relative_to(ROOT)) for p in records]
    out: list[tuple[str, list[str]]] = [
        ("generated-10000-json", [str(generated), "--json", "--workers", "1"]),
        ("generated-1000-json", [str(small), "--json", "--workers", "1"]),
        ("generated-1000-play-rulings", [str(small), "--json", "--workers", "1", "--play-rulings"]),
        ("generated-1000-python", [str(small), "--json", "--workers", "1", "--engine", "python"]),
        ("generated-1000-pool", [str(small), "--json", "--workers", "2"]),
        ("generated-1000-text-en", [str(small), "--lang", "en", "--workers", "1"]),
        ("all-files-json", [*rel, "--json", "--workers", "1"]),
        ("all-files-text-zh", [*rel, "--workers", "1", "--progress"]),
        ("all-files-text-en", [*rel, "--lang", "en", "--workers", "1"]),
        ("all-files-play-rulings-text", [*rel, "--play-rulings", "--workers", "1"]),
        ("all-files-pool-json", [*rel, "--json", "--workers", "2"]),
    ]
    for p, r in zip(records, rel, strict=True):
        out.append((f"{p.name}-json", [r, "--json", "--workers", "1"]))
        out.append((f"{p.name}-play-rulings", [r, "--json", "--workers", "1", "--play-rulings"]))
        out.append((f"{p.name}-python", [r, "--json", "--workers", "1", "--engine", "python"]))
    return out


def run(args: list[str], out: Path, name: str) -> None:
    """One run of `rulings audit`, its stdout, stderr and exit code written into `out`."""
    proc = subprocess.run([sys.executable, "-m", "rulings", "audit", *args], cwd=ROOT, capture_output=True, check=False)
    (out / f"{name}.out").write_bytes(proc.stdout)
    err = _PROGRESS.sub("", proc.stderr.decode("utf-8", "replace"))
    (out / f"{name}.err").write_text(f"{err}\nexit code {proc.returncode}\n", encoding="utf-8")


def same(got: Path, want: Path) -> bool:
    """The same bytes (stderr: the progress bar taken out of both)."""
    if got.suffix == ".err":
        texts = [path.read_bytes().decode("utf-8") for path in (got, want)]
        return _PROGRESS.sub("", texts[0]) == _PROGRESS.sub("", texts[1])
    return filecmp.cmp(got, want, shallow=False)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True, help="the directory the outputs of this tree go into")
    ap.add_argument("--against", type=Path, help="the reference's directory, to compare with")
    ap.add_argument("--files", type=Path, default=Path("/tmp/audit-sameness-files"),
                    help="where the generated files are (written when missing; their path is in the report)")
    ap.add_argument("--only", default="", help="only the runs whose name holds this text")
    ap.add_argument("--compare", action="store_true", help="compare the outputs already in --out, run nothing")
    args = ap.parse_args()
    generated = args.files / "big" / "session-001.pbn"
    small = args.files / "small" / "session-001.pbn"
    if not generated.exists():
        write_session(generated.parent, 10000, 10000, 1999)
    if not small.exists():
        write_session(small.parent, 1000, 1000, 7)
    args.out.mkdir(parents=True, exist_ok=True)
    names = []
    for name, argv in runs(generated, small):
        if args.only in name:
            if not args.compare:
                run(argv, args.out, name)
            names.append(name)
    if args.against is None:
        print(f"{len(names)} runs written into {args.out}")
        return 0
    bad = [f"{name}{ext}" for name in names for ext in (".out", ".err")
           if not same(args.out / f"{name}{ext}", args.against / f"{name}{ext}")]
    for name in bad:
        print(f"DIFFERS: {name} (diff {args.against / name} {args.out / name})")
    print(f"{len(names) - len({b.rsplit('.', 1)[0] for b in bad})} of {len(names)} runs the same"
          + ("" if bad else ": stdout, stderr and exit code byte-identical"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
