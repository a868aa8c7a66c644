"""The one strict YAML reader: the lawbook, event logs and board files are all read through `load`.

- safe YAML only (no Python objects), JSON included;
- a key given twice in one mapping is refused with its line;
- anchors and aliases (`&a` / `*a`) are refused: they have no use in these files, and nested aliases
  make a few hundred bytes expand into gigabytes ("billion laughs", issue 15);
- the size of the text, the depth of nesting and the length of a number are bounded BEFORE anything
  is built, on the parser's event stream (which neither recurses nor expands aliases): a bomb is
  refused in milliseconds, a 500-deep nesting or a 5,000-digit integer is a one-line error, never a
  RecursionError or ValueError;
- every mapping and list remembers its line (`LDict.line`, `.key_lines`; `LList.line`, `.item_lines`).
"""

from __future__ import annotations

import re
from typing import Any

import yaml

MAX_BYTES = 1_000_000  # an event log or a board file; a deal's log is a few kilobytes
MAX_DEPTH = 32  # a log nests four levels deep (log, events, event, cards), a law file about fifteen
MAX_NUMBER_DIGITS = 100  # no count in a log, a law or a score needs more
# libyaml's parser where PyYAML was built with it (its wheels are): the same events, nodes and marks as
# the pure-Python one (checked on every file of lawbook/, tests/data and examples/), ~7x less CPU; the
# lawbook's 106 files are read by every process that rules (1.3 s of pure-Python parsing, 0.2 s here);
# a plain scalar's style is None from one and "" from the other, hence `not event.style` below
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_STR = "tag:yaml.org,2002:str"
_NUMBER = re.compile(r"[-+]?(0[xob])?[0-9a-fA-F_,:.]*[0-9][0-9a-fA-F_,:.]*([eE][-+]?[0-9]+)?")


class YamlError(Exception):
    """Text that is not the YAML these files may hold: `message`, the 1-based `line` where known, and
    for a key given twice the `key`."""

    def __init__(self, message: str, line: int | None = None, key: Any = None) -> None:
        super().__init__(message)
        self.message, self.line, self.key = message, line, key


class LDict(dict):
    """A mapping that remembers its line and the line of each key."""

    line: int = 0
    key_lines: dict[Any, int]


class LList(list):
    """A list that remembers its line and the first and last line of each item."""

    line: int = 0
    item_lines: list[tuple[int, int]]


def load(text: str, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH, str_keys: bool = False) -> Any:
    """Parse `text` strictly (see the module docstring); YamlError names the line of the problem.
    `str_keys` turns every key into text (a law's section `1:` is the section "1")."""
    size = len(text.encode("utf-8", errors="replace"))
    if size > max_bytes:
        raise YamlError(f"the text is {size:,} bytes; at most {max_bytes:,} are read")
    try:
        _check_events(text, max_depth)
        node = yaml.compose(text, Loader=_LOADER)
    except YamlError:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise YamlError(str(exc.problem or exc.context or exc), mark.line + 1 if mark else None) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow: its code and its line
        line = text.count("\n", 0, exc.position) + 1 if isinstance(exc.position, int) else None
        raise YamlError(f"character U+{exc.character:04X} is not allowed (control characters cannot be read)"
                        if isinstance(exc.character, int) else str(exc).replace("\n", " "), line) from None
    except yaml.YAMLError as exc:
        raise YamlError(" ".join(str(exc).split())) from None
    if node is None:
        return None
    return _Builder(str_keys).build(node)


def _check_events(text: str, max_depth: int) -> None:
    """Refuse anchors, aliases, deep nesting and over-long numbers on the parser's event stream (an
    event's line is read only for the error: the lawbook's ~26,000 events are checked by every process
    that rules)."""
    depth = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, yaml.ScalarEvent):
            if event.anchor:
                raise YamlError(f"anchors (&{event.anchor}) are not allowed: write the value out", _line(event))
            if not event.style and len(event.value) > MAX_NUMBER_DIGITS and _NUMBER.fullmatch(event.value):
                raise YamlError(f"a number of {len(event.value)} characters; at most {MAX_NUMBER_DIGITS} are read",
                                _line(event))
        elif isinstance(event, yaml.CollectionStartEvent):
            if event.anchor:
                raise YamlError(f"anchors (&{event.anchor}) are not allowed: write the value out", _line(event))
            depth += 1
            if depth > max_depth:
                raise YamlError(f"nested more than {max_depth} levels deep", _line(event))
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        elif isinstance(event, yaml.AliasEvent):
            raise YamlError(f"aliases (*{event.anchor}) are not allowed: write the value out", _line(event))


def _line(event: yaml.Event) -> int | None:
    return event.start_mark.line + 1 if event.start_mark else None


class _Builder:
    def __init__(self, str_keys: bool) -> None:
        self.constructor = yaml.SafeLoader("")
        self.str_keys = str_keys

    def scalar(self, node: yaml.Node) -> Any:
        if node.tag == _STR:  # most scalars of a law file or a log: the text itself, as the constructor gives it
            return node.value
        try:
            return self.constructor.construct_object(node, deep=True)
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark or node.start_mark
            raise YamlError(str(exc.problem or exc), mark.line + 1) from None
        except ValueError as exc:  # int() of an over-long literal the scan did not catch
            raise YamlError(f"cannot read this value: {exc}", node.start_mark.line + 1) from None

    def build(self, node: yaml.Node) -> Any:
        if isinstance(node, yaml.MappingNode):
            out = LDict()
            out.line = node.start_mark.line + 1
            out.key_lines = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    raise YamlError("a key must be a plain value, not a list or mapping", key_node.start_mark.line + 1)
                key = self.scalar(key_node)
                if self.str_keys and not isinstance(key, str):
                    key = str(key)
                line = key_node.start_mark.line + 1
                try:
                    given = key in out
                except TypeError:  # an unhashable key
                    raise YamlError(f"key {key!r} cannot be a key", line) from None
                if given:
                    raise YamlError(f"key {key!r} given twice", line, key=key)
                out[key] = self.build(value_node)
                out.key_lines[key] = line
            return out
        if isinstance(node, yaml.SequenceNode):
            items = LList(self.build(v) for v in node.value)
            items.line = node.start_mark.line + 1
            items.item_lines = [(v.start_mark.line + 1, v.end_mark.line + 1) for v in node.value]
            return items
        return self.scalar(node)
