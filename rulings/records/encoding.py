"""How a record file's bytes become text (PBN 2.1 §2.2), and which encoding was used.

In this order:
1. a byte-order mark: UTF-8 (or UTF-16) as it says;
2. a declaration in an escape line before the first tag, as Bridge Composer and others write it:
   `%Content-type: text/x-pbn; charset=UTF-8`, `% charset ISO-8859-1`, `%Charset: cp1250`;
3. no declaration: pure ASCII is read as the standard's default, ISO 8859-1 (Latin-1); text that is
   valid UTF-8 is UTF-8 (Latin-1 text with accented letters almost never is);
4. a Chinese file: GB18030, when every run of non-ASCII bytes has an even length (two-byte
   characters) and the characters it decodes to are Chinese (CJK ideographs, CJK and full-width
   punctuation). A Latin-1 or cp1250 file fails this test: its accented letters stand alone between
   ASCII, and GB18030 would swallow the byte after them (a `}` closing a comment);
5. otherwise the standard's default, ISO 8859-1.

A file holding NUL bytes is not text: `NotText` (the caller reports the file as an error).
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path

DEFAULT = "iso-8859-1"  # PBN 2.1 §2.2: "a subset of the eight bit ISO 8859/1 (Latin 1) character set"
_DECLARATION = re.compile(rb"charset\s*[=:]?\s*\"?([A-Za-z0-9_.:-]+)", re.I)
_HIGH_RUN = re.compile(rb"[\x80-\xff]+")


class NotText(ValueError):
    """The bytes are not a text file (a binary file named .pbn or .lin)."""


def _declared(raw: bytes) -> str | None:
    """The charset named in the escape lines (`%…`) before the first tag, if any."""
    for line in raw[:8192].splitlines():
        stripped = line.strip()
        if stripped.startswith(b"["):
            return None
        if stripped.startswith(b"%"):
            m = _DECLARATION.search(stripped)
            if m:
                name = m.group(1).decode("ascii")
                try:
                    return codecs.lookup(name).name
                except LookupError:
                    return None
    return None


def _chinese(raw: bytes) -> bool:
    runs = _HIGH_RUN.findall(raw)
    if not runs or any(len(r) % 2 for r in runs):
        return False
    try:
        text = b"".join(runs).decode("gb18030")
    except UnicodeDecodeError:
        return False
    cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff" or "\u3000" <= ch <= "\u303f"
              or "\uff00" <= ch <= "\uffef" or "\u3400" <= ch <= "\u4dbf" or ch in "♠♥♦♣")
    return cjk >= 0.9 * len(text)


def decode(raw: bytes, fmt: str = "PBN") -> tuple[str, str]:
    """The text of a record and how it was read: `(text, "utf-8 (byte-order mark)")`,
    `(text, "cp1250 (declared)")`, `(text, "iso-8859-1 (PBN default)")`, `(text, "utf-8")`,
    `(text, "gb18030")`. `NotText` for a binary file. `fmt` names the format whose default Latin-1 is
    in the label: PBN's own (§2.2); a LIN file, which declares nothing, is read the same way."""
    if raw.startswith(codecs.BOM_UTF8):
        return raw[3:].decode("utf-8", errors="replace"), "utf-8 (byte-order mark)"
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return raw.decode("utf-16", errors="replace"), "utf-16 (byte-order mark)"
    if b"\x00" in raw:
        raise NotText("a binary file (it holds NUL bytes), not a text record")
    declared = _declared(raw)
    if declared is not None:
        try:
            return raw.decode(declared), f"{declared} (declared)"
        except UnicodeDecodeError:
            pass  # a wrong declaration: fall through to what the bytes are
    if raw.isascii():
        return raw.decode("ascii"), f"{DEFAULT} ({_default(fmt)}; the file is ASCII)"
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    if _chinese(raw):
        return raw.decode("gb18030"), "gb18030"
    return raw.decode(DEFAULT), f"{DEFAULT} ({_default(fmt)})"


def record_format(path: Path) -> str:
    """The format a record file's name says (`LIN` for `.lin`, else `PBN`), for the label of `decode`."""
    return "LIN" if path.suffix.lower() == ".lin" else "PBN"


def _default(fmt: str) -> str:
    return "PBN default" if fmt == "PBN" else f"{fmt}: no declaration, read as PBN's default"


def name_of(label: str) -> str:
    """The codec name of an encoding label (`"cp1250 (declared)"` → `"cp1250"`)."""
    return label.split(" ", 1)[0]


__all__ = ["DEFAULT", "NotText", "decode", "name_of"]
