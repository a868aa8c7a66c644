"""One module per command; each exposes `register(subparsers)` and sets `handler` on its parser.

A handler takes the parsed arguments and returns the exit code. It raises `RulingsError` (or a
subclass) for anything the user must fix; `rulings.cli` prints it as one line and exits 2.
"""
