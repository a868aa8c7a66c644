"""The command line: `rulings <command> …`.

Each command lives in its own module under `rulings/commands/` and exposes
`register(subparsers)`; the parser is built from every such module. Errors a user can act on
(`RulingsError`) print one line on stderr and exit with code 2, never a traceback; a log's (`LogError`)
in Chinese first with the English beside, unless the command was given `--lang en`.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from rulings import commands
from rulings.errors import LogError, RulingsError


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command; `only`: of the command module of that name alone (what one run of
    that command needs: the other modules, and what they import, are not loaded)."""
    return _build([only] if only else sorted(m.name for m in pkgutil.iter_modules(commands.__path__)))[0]


def _build(names: list[str]) -> tuple[argparse.ArgumentParser, set[str]]:
    """The parser of the command modules named, and the commands they registered."""
    parser = argparse.ArgumentParser(
        prog="rulings",
        description="桥牌裁决专家系统（1999年《桥牌竞赛规则》）— a rulings expert system for bridge.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in names:
        module = importlib.import_module(f"{commands.__name__}.{name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(sub)
    return parser, set(sub.choices)


def _parser_for(argv: list[str]) -> argparse.ArgumentParser:
    """The parser of the one command named, when a module of that name registers it (`rulings audit`
    starts without the console's, the case store's or the analysis's imports); else of all."""
    word = argv[0] if argv else ""
    if word in {m.name for m in pkgutil.iter_modules(commands.__path__)}:
        parser, names = _build([word])
        if word in names:
            return parser
    return build_parser()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = _parser_for(argv)
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    try:
        return int(args.handler(args) or 0)
    except LogError as exc:  # a log that cannot be read: Chinese first, the English beside, unless --lang en
        said = exc.bilingual() if getattr(args, "lang", "zh") == "zh" else exc
        print(f"rulings: {said}", file=sys.stderr)
        return exc.exit_code
    except RulingsError as exc:
        print(f"rulings: {exc}", file=sys.stderr)
        return exc.exit_code
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
