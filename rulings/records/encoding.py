"""How a record file's bytes become text (PBN 2.1 §2.2), and which encoding was used.

In this order:
1. a byte-order mark: UTF-8 (or UTF-16) as it says;
2. a declaration in an escape line before the first tag, as Bridge Composer and others write it:
   `%Content-type: text/x-pbn; charset=UTF-8`, `% charset ISO-8859-1`, `%Charset: cp1250`; a declared
   encoding always wins over what the bytes look like;
3. no declaration: pure ASCII is read as the standard's default, ISO 8859-1 (Latin-1); text that is
   valid UTF-8 is UTF-8 (Latin-1 text with accented letters almost never is);
4. a Chinese file: GB18030, only when the text it decodes to looks Chinese (`_chinese`): the bytes
   decode, nine in ten of the non-ASCII characters are Chinese (CJK ideographs, CJK and full-width
   punctuation, suit symbols), at least half of the ideographs are common ones (GB2312 level 1, bytes
   B0A1–D7F9, the 3,755 characters of everyday text), and fewer than half of the runs of Chinese sit
   inside a Latin word. Latin-1 accented letters read as GB18030 fail this: `ção` (E7 E3 6F) gives
   `玢o`, a rare level-2 character glued to the letters of `Federação`;
5. otherwise the standard's default, ISO 8859-1, unless cp1250 (Central European) reads more of the
   bytes the two disagree on as letters inside words (`_cp1250_fits`): `£ódŸ` (Latin-1, a symbol and
   a control character) against `Łódź`. Where both read letters (`è`/`č`, `ã`/`ă`) the default stays.

A file holding NUL bytes is not text: `NotText` (the caller reports the file as an error).
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from pathlib import Path

DEFAULT = "iso-8859-1"  # PBN 2.1 §2.2: "a subset of the eight bit ISO 8859/1 (Latin 1) character set"
CENTRAL = "cp1250"  # Windows Central European: Polish, Czech, Slovak, Hungarian, Croatian, Slovene
_DECLARATION = re.compile(rb"charset\s*[=:]?\s*\"?([A-Za-z0-9_.:-]+)", re.I)
_HIGH_BYTE = re.compile(rb"[\x80-\xff]")
_NON_ASCII_RUN = re.compile(r"[^\x00-\x7f]+")
# GB2312 level 1: lead bytes B0–D7, trail bytes A1–FE, the last row ending at D7F9
_COMMON_HANZI = frozenset(bytes((lead, trail)).decode("gb2312") for lead in range(0xB0, 0xD8)
                          for trail in range(0xA1, 0xFF) if (lead, trail) <= (0xD7, 0xF9))


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


def _ideograph(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf"


def _chinese_mark(ch: str) -> bool:
    return _ideograph(ch) or "\u3000" <= ch <= "\u303f" or "\uff00" <= ch <= "\uffef" or ch in "♠♥♦♣"


def _chinese(raw: bytes) -> str | None:
    """The text of `raw` read as GB18030 when it looks Chinese (step 4 above), else None."""
    try:
        text = raw.decode("gb18030")
    except UnicodeDecodeError:
        return None
    runs = list(_NON_ASCII_RUN.finditer(text))
    chars = "".join(m.group() for m in runs)
    ideographs = [ch for ch in chars if _ideograph(ch)]
    if not ideographs or 10 * sum(map(_chinese_mark, chars)) < 9 * len(chars):
        return None
    if 2 * sum(ch in _COMMON_HANZI for ch in ideographs) < len(ideographs):
        return None
    if 2 * sum(_in_a_word(text, m.start(), m.end()) for m in runs) >= len(runs):
        return None
    return text


def _in_a_word(text: str, start: int, end: int) -> bool:
    """The run `text[start:end]` is what a Latin word's one or two accented letters become in GB18030:
    a single character glued to the word, a lowercase ASCII letter beside it or letters on both sides
    (`Federa玢o`, `CONCEI敲O`). Chinese words beside bridge notation (`1NT，东家加倍`, `首攻♠K`) are not."""
    if end - start != 1:
        return False
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    return "a" <= before <= "z" or "a" <= after <= "z" or (before.isascii() and before.isalpha()
                                                            and after.isascii() and after.isalpha())


def _letter(ch: str) -> bool:
    """A letter of a word (not a modifier such as cp1250's caron `ˇ`, which Python counts as alpha)."""
    return unicodedata.category(ch) in ("Lu", "Ll", "Lt", "Lo")


def _neighbours(text: str, i: int) -> tuple[str, str]:
    return (text[i - 1] if i else " "), (text[i + 1] if i + 1 < len(text) else " ")


def _letter_fits(text: str, i: int) -> bool:
    """`text[i]` is a letter inside a word: a letter beside it, and no lowercase letter directly before
    a capital (`dŸ`, `żQ`)."""
    ch = text[i]
    before, after = _neighbours(text, i)
    if not _letter(ch) or not (_letter(before) or _letter(after)):
        return False
    return not (before.islower() and ch.isupper()) and not (ch.islower() and after.isupper())


def _fits(text: str, i: int) -> bool:
    """`text[i]` fits its place: a letter inside a word, or punctuation not glued between two letters
    (`¿qué`, `¡Olé!`; not `mo¿e`, Polish `może` read as Latin-1)."""
    if _letter_fits(text, i):
        return True
    before, after = _neighbours(text, i)
    return unicodedata.category(text[i]).startswith("P") and not (_letter(before) and _letter(after))


def _cp1250_fits(raw: bytes) -> str | None:
    """The text of `raw` read as cp1250 when, on the bytes where cp1250 and Latin-1 read different
    characters, cp1250 reads more of them as letters inside words where Latin-1's character does not
    fit (a symbol, a control character, a letter out of case) than the other way round (step 5 above),
    else None. Only letters count: punctuation cp1250 shares with Windows' Western code page (`’`, `„`,
    `–`) says nothing about Central European text."""
    try:
        central = raw.decode(CENTRAL)
    except UnicodeDecodeError:
        return None
    latin = raw.decode(DEFAULT)
    score = 0
    for m in _HIGH_BYTE.finditer(raw):
        i = m.start()
        if central[i] != latin[i]:
            score += (_letter_fits(central, i) and not _fits(latin, i)) - (_letter_fits(latin, i)
                                                                            and not _fits(central, i))
    return central if score > 0 else None


def decode(raw: bytes, fmt: str = "PBN") -> tuple[str, str]:
    """The text of a record and how it was read: `(text, "utf-8 (byte-order mark)")`,
    `(text, "cp1250 (declared)")`, `(text, "iso-8859-1 (PBN default)")`, `(text, "utf-8")`,
    `(text, "gb18030")`, `(text, "cp1250 (no declaration; …)")`. `NotText` for a binary file. `fmt`
    names the format whose default Latin-1 is in the label: PBN's own (§2.2); a LIN file, which
    declares nothing, is read the same way."""
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
    chinese = _chinese(raw)
    if chinese is not None:
        return chinese, "gb18030"
    central = _cp1250_fits(raw)
    if central is not None:
        return central, f"{CENTRAL} (no declaration; its letters fit the words, Latin-1's do not)"
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
