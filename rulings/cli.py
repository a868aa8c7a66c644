"""The command line: `rulings <command> …`.

Each command lives in its own module under `rulings/commands/` and exposes
`register(subparsers)`; the parser is built from every such module. Errors a user can act on
(`RulingsError`) print one line on stderr and exit with code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from rulings import commands
from rulings.errors import RulingsError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rulings",
        description="桥牌裁决专家系统（1999年《桥牌竞赛规则》）— a rulings expert system for bridge.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(sub)
    return parser




def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    try:
        return int(args.handler(args) or 0)
    except RulingsError as exc:
        print(f"rulings: {exc}", file=sys.stderr)
        return exc.exit_code
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
