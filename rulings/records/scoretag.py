"""The PBN Score tag (PBN 2.1 §3.4.16 and §4.2): a table's score as a record states it, read and written.

PBN 2.0 writes the declaring side's score as a bare number (`420`, `-100`); PBN 2.1 names the side:
`NS 420`, `EW -100`, or both sides, `NS 420 EW -420`. `read_score` reads any of them as North-South's
points (what `rulings.scoring.score(...).ns` gives, Law 77), `score_tag` writes a score in the PBN
2.1 form, from the declaring side (the side whose tricks the Result tag gives). The audit (a
recorded Score against Law 77) and the export (a wrong recorded Score replaced) read a Score alike.
"""

from __future__ import annotations

SIDES = ("NS", "EW")


def read_score(text: str, declaring_side: str) -> int | None:
    """A recorded Score as North-South's points: `NS 420` 420, `EW -420` 420, `NS 420 EW -420` 420, a
    bare number the declaring side's score (`declaring_side`: NS or EW). None when it cannot be read,
    or when its two sides do not add up to zero (each side's score is the other's negated, Law 77)."""
    words = text.replace(";", " ").split()
    try:
        if len(words) == 1:
            value = int(words[0])
            return value if declaring_side == "NS" else -value
        if len(words) not in (2, 4):
            return None
        seen: dict[str, int] = {}
        for side, value_text in zip(words[::2], words[1::2], strict=True):
            side = side.upper()
            if side not in SIDES or side in seen:
                return None
            seen[side] = int(value_text)
    except ValueError:
        return None
    ns = seen.get("NS")
    ew = seen.get("EW")
    if ns is not None and ew is not None and ns != -ew:
        return None
    return ns if ns is not None else -(ew or 0)


def score_tag(ns: int, declaring_side: str) -> str:
    """A score (North-South's points) as the PBN 2.1 Score tag's value, from the declaring side:
    `NS 420`, `EW 620`, `EW -100`."""
    return f"NS {ns}" if declaring_side == "NS" else f"EW {-ns}"


__all__ = ["SIDES", "read_score", "score_tag"]
