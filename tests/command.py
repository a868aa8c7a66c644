"""The command line run in the test process: `rulings.cli.main(argv)` with what it prints and its exit code.

The same entry point as the installed `rulings` command and `python -m rulings` (both call
`rulings.cli.main()` and exit with what it returns), without starting an interpreter per call.
An exception that escapes `main` is not caught here: it fails the test, as a traceback from the
real command would. The process boundary itself is proved by the few subprocess tests left
(tests/test_log_errors.py, tests/test_quiz_terminal.py, tests/test_wheel.py).
"""

from __future__ import annotations

import pytest

from rulings.cli import main


def run_command(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """`rulings ARGV…` in process: (exit code, stdout, stderr). argparse's own errors (`SystemExit`)
    give their exit code, as they would to the shell."""
    capsys.readouterr()  # only what this command prints
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    out, err = capsys.readouterr()
    return code, out, err
