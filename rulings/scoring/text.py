"""How scores are written: signed points, plain numbers, the Chinese citation of a scoring law."""

from __future__ import annotations


def signed(x: float) -> str:
    """`+800`, `-800`, `0`, `+0.5`."""
    v = plain_number(x)
    return "0" if v == 0 else f"{v:+}"


def plain_number(x: float | int) -> float | int:
    """An int when the value is whole, else the float rounded to 4 places (for JSON and display)."""
    if isinstance(x, int):
        return x
    r = round(float(x), 4)
    return int(r) if r == int(r) else r


def law_zh(path: str) -> str:
    """`77` → 第77条, `78B` → 第78条B款, `12C3` → 第12条C款3."""
    digits = ""
    rest = path
    while rest and rest[0].isdigit():
        digits, rest = digits + rest[0], rest[1:]
    if not rest:
        return f"第{digits}条"
    return f"第{digits}条{rest[0]}款{rest[1:]}"

