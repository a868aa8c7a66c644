"""How a record file's bytes become text (PBN 2.1 §2.2), which encoding was used, and what kind of
record the file holds.

The encoding is decided on the WHOLE file, in one pass over its bytes that keeps no more than a
block (`decide`; a large file is read again, line by line, in the encoding decided: the audit and
the export read every file the same way, and memory stays flat). In this order:
1. a byte-order mark: UTF-8 (or UTF-16) as it says. A UTF-8 mark on bytes that are not UTF-8
   (Latin-1 text behind it) is said, with the first line that is not, and the text is read as the
   steps below decide;
2. a declaration in an escape line before the first tag, as Bridge Composer and others write it:
   `%Content-type: text/x-pbn; charset=UTF-8`, `% charset ISO-8859-1`, `%Charset: cp1250`; a declared
   encoding wins over what the bytes look like. A declaration that cannot apply (a charset Python
   does not know, or bytes that do not decode in it) is said, with the line, and the steps below
   decide;
3. no declaration: pure ASCII is read as the standard's default, ISO 8859-1 (Latin-1); text that is
   valid UTF-8 is UTF-8 (Latin-1 text with accented letters almost never is). A file that is UTF-8
   but for some lines (a stray Latin-1 `é` in a file of Chinese names, a board pasted from a Latin-1
   file) is read as UTF-8, and only the lines that are not in what steps 4-6 decide on those lines
   alone; the label names them (`utf-8; line 30 is not UTF-8: read as iso-8859-1 (PBN default)`).
   So is a file declared or marked UTF-8. Short GB18030 lines may be valid UTF-8 by chance (`全`,
   C8 AB): a file whose UTF-8 lines are the fewer and that reads as Chinese in GB18030, those lines
   too, is GB18030;
4. a Chinese file: GB18030, only when the text it decodes to looks Chinese (`_Chinese`): the bytes
   decode, nine in ten of the non-ASCII characters are Chinese (CJK ideographs, CJK and full-width
   punctuation, suit symbols), and either every run of Chinese stands apart from Latin letters (a
   name with no surname, `[North "喆"]`, rare characters and all), or at least half of the
   ideographs are common ones (GB2312 level 1, bytes B0A1–D7F9, the 3,755 characters of everyday
   text) and fewer than half of the runs of Chinese sit inside a Latin word. Latin-1 accented
   letters read as GB18030 fail this: `ção` (E7 E3 6F) gives `玢o`, a rare level-2 character glued
   to the letters of `Federação`;
5. Big5 (traditional Chinese), when GB18030 does not read as Chinese and Big5 does, strictly
   (`_Chinese.verdict_big5`): Latin-1 text often decodes as Big5, into rare characters glued to words;
6. otherwise the standard's default, ISO 8859-1, unless cp1250 (Central European) reads more of the
   bytes the two disagree on as letters inside words (`_Central`): `£ódŸ` (Latin-1, a symbol and
   a control character) against `Łódź`. Where both read letters (`è`/`č`, `ã`/`ă`) the default stays.

Whatever is read as ISO 8859-1 (the default, a declaration, the lines of a UTF-8 file that are not)
reads its bytes 0x80-0x9F, control characters there and never printable text, as Windows-1252, the
de-facto superset every Windows program writes (`O’Brien`, `€`, curly quotes); the label says so
with the lines. A PBN line over 255 characters (PBN 2.1 §2.3) is read whole and said once, with the
first such line.

A line holding NUL bytes is binary data: it plays no part in the decision, is passed on as it is
(the PBN reader reports it with its line and reads every board around it); a file whose lines
hold NUL bytes and no record at all (no PBN tag, no LIN pair) is not text: `NotText`.

A LIN file may hold all its boards on one line: its long lines are read in pieces cut after a `|`
(`file_blocks`, `_pieces`), which the LIN reader reads as it reads lines; memory stays flat.

`sniff_format`: PBN or LIN by the content (tags `[Name "value"]`, pairs `key|value|`), the name's
extension only when the content says neither; a name that says otherwise is said.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from rulings.errors import Refusal

DEFAULT = "iso-8859-1"  # PBN 2.1 §2.2: "a subset of the eight bit ISO 8859/1 (Latin 1) character set"
CENTRAL = "cp1250"  # Windows Central European: Polish, Czech, Slovak, Hungarian, Croatian, Slovene
_DECLARATION = re.compile(rb"charset\s*[=:]?\s*\"?([A-Za-z0-9_.:-]+)", re.I)
_HIGH_BYTE = re.compile(rb"[\x80-\xff]")
_NON_ASCII_RUN = re.compile(r"[^\x00-\x7f]+")
# GB2312 level 1: lead bytes B0–D7, trail bytes A1–FE, the last row ending at D7F9
_COMMON_HANZI = frozenset(bytes((lead, trail)).decode("gb2312") for lead in range(0xB0, 0xD8)
                          for trail in range(0xA1, 0xFF) if (lead, trail) <= (0xD7, 0xF9))
TRADITIONAL = "big5"  # Taiwan, Hong Kong: traditional characters
# Big5 level 1 (常用字): bytes A440–C67E, the 5,401 characters of everyday traditional text
_COMMON_BIG5 = frozenset(ch for lead in range(0xA4, 0xC7) for trail in (*range(0x40, 0x7F), *range(0xA1, 0xFF))
                         if (lead, trail) <= (0xC6, 0x7E)
                         for ch in bytes((lead, trail)).decode(TRADITIONAL, errors="ignore"))
_C1 = re.compile(rb"[\x80-\x9f]")
_C1_LINE = re.compile(rb"[\x80-\x9f][^\n]*")  # from a line's first byte 0x80-0x9F to its end: one match a line
_UTF8_START = re.compile(rb"[\xc2-\xf4][\x80-\xbf]")  # how every UTF-8 character over 0x7F starts
_HIGH_LINE = re.compile(rb"[^\n\x80-\xff]*[\x80-\xff][^\n]*")  # a line holding a byte over 0x7F, whole
#: bytes 0x80-0x9F, ISO 8859-1's C1 control characters, as Windows-1252 reads them (`’ € “ ” – …`); the five
#: bytes it leaves undefined (81 8D 8F 90 9D) become U+FFFD: no control character is ever read as text
WINDOWS = "windows-1252"
_C1_AS_WINDOWS = {b: bytes((b,)).decode("cp1252", errors="replace") for b in range(0x80, 0xA0)}
_LATIN = frozenset({"iso8859-1", "ascii", "latin-1"})
PBN_LINE = 255  # PBN 2.1 §2.3: a line holds at most 255 characters


class NotText(Refusal):
    """The bytes are not a text file (a binary file named .pbn or .lin); the message in English and Chinese."""


def _declared(raw: bytes) -> tuple[str | None, str | None]:
    """The charset named in the escape lines (`%…`) before the first tag: (its codec, None), or
    (None, the name) when Python knows no such codec, or (None, None) when none is named."""
    for line in raw[:8192].splitlines():
        stripped = line.strip()
        if stripped.startswith(b"["):
            return None, None
        if stripped.startswith(b"%"):
            m = _DECLARATION.search(stripped)
            if m:
                name = m.group(1).decode("ascii")
                try:
                    return codecs.lookup(name).name, None
                except LookupError:
                    return None, name
    return None, None


def _ideograph(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf"


def _chinese_mark(ch: str) -> bool:
    return _ideograph(ch) or "\u3000" <= ch <= "\u303f" or "\uff00" <= ch <= "\uffef" or ch in "♠♥♦♣"


class _Chinese:
    """The evidence that text read as GB18030 is Chinese (step 4 above), gathered a block at a time;
    with `codec="big5"` the same evidence for Big5 (traditional characters, its level 1 the common
    ones), which must be stricter (`verdict_big5`)."""

    def __init__(self, codec: str = "gb18030", common: frozenset[str] = _COMMON_HANZI) -> None:
        self.codec, self.common_set = codec, common
        self.ok = True
        self.chars = self.marks = self.ideographs = self.common = self.runs = self.in_word = self.apart = 0

    def feed(self, raw: bytes) -> None:
        if not self.ok:
            return
        try:
            text = raw.decode(self.codec)
        except UnicodeDecodeError:
            self.ok = False
            return
        for m in _NON_ASCII_RUN.finditer(text):
            run = m.group()
            self.runs += 1
            self.chars += len(run)
            self.marks += sum(map(_chinese_mark, run))
            ideographs = [ch for ch in run if _ideograph(ch)]
            self.ideographs += len(ideographs)
            self.common += sum(ch in self.common_set for ch in ideographs)
            self.in_word += _in_a_word(text, m.start(), m.end())
            self.apart += _apart(text, m.start(), m.end())
            if self.in_word and self.codec == TRADITIONAL:  # Big5 is never read then (`verdict_big5`)
                self.ok = False
                return

    def verdict(self) -> bool:
        if not self.ok or not self.ideographs or 10 * self.marks < 9 * self.chars:
            return False
        if self.apart == self.runs:  # every run stands apart from Latin letters: names, words of Chinese
            return True
        return 2 * self.common >= self.ideographs and 2 * self.in_word < self.runs

    def verdict_big5(self) -> bool:
        """Big5 text: the bytes decode, nine in ten of the non-ASCII characters are Chinese, three in four
        of the ideographs are Big5's common ones and no run of them sits in a Latin word. Latin-1 and
        cp1250 text often decodes as Big5 (an accented letter and the ASCII letter after it make one
        character, `Mü`+`ller`), but into rare characters glued to Latin words; GB18030 text decodes as
        Big5 too, and is read as GB18030 before this is asked."""
        return (self.ok and self.ideographs > 0 and 10 * self.marks >= 9 * self.chars
                and 4 * self.common >= 3 * self.ideographs and self.in_word == 0)


def _apart(text: str, start: int, end: int) -> bool:
    """The run `text[start:end]` has no Latin letter or digit beside it (`[North "喆"]`, `{昊天 }`):
    Chinese written as Chinese. The accented letters of a Latin word read as GB18030 sit in the word."""
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    return not (before.isascii() and before.isalnum()) and not (after.isascii() and after.isalnum())


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


class _Central:
    """The evidence for cp1250 against Latin-1 (step 5 above), gathered a block at a time: on the bytes
    where cp1250 and Latin-1 read different characters, cp1250 reads more of them as letters inside
    words where Latin-1's character does not fit (a symbol, a control character, a letter out of
    case) than the other way round. Only letters count: punctuation cp1250 shares with Windows'
    Western code page (`’`, `„`, `–`) says nothing about Central European text."""

    def __init__(self) -> None:
        self.ok = True
        self.score = 0

    def feed(self, raw: bytes) -> None:
        if not self.ok:
            return
        try:
            central = raw.decode(CENTRAL)
        except UnicodeDecodeError:
            self.ok = False
            return
        latin = raw.decode(DEFAULT)
        for m in _HIGH_BYTE.finditer(raw):
            i = m.start()
            if central[i] != latin[i]:
                self.score += (_letter_fits(central, i) and not _fits(latin, i)) - (
                    _letter_fits(latin, i) and not _fits(central, i))

    def verdict(self) -> bool:
        return self.ok and self.score > 0


BLOCK = 1 << 20  # bytes of a file read at a time (a block ends at a line's end, or a LIN line is cut)
_RECORD = re.compile(rb'^[ \t]*\[[ \t]*[A-Za-z][A-Za-z0-9_]*[ \t]*"|(?:^|\|)(?:pn|qx|md|mb|pc|ah|sv|st|rh|vg)\|',
                     re.M)
CP1250_LABEL = f"{CENTRAL} (no declaration; its letters fit the words, Latin-1's do not)"
BIG5_LABEL = f"{TRADITIONAL} (no declaration; it reads as traditional Chinese, GB18030 does not)"
SHOWN = 5  # lines named in a label before the rest are counted


@dataclass(frozen=True)
class Reading:
    """How a record's bytes are read (`decide`): in `codec`, and, when `fallback` is given, each line
    that is not `codec` (UTF-8) in `fallback`. Whatever is read as ISO 8859-1 reads its bytes
    0x80-0x9F, control characters there, as Windows-1252 (`_latin1`)."""

    codec: str
    fallback: str | None = None


class _Lines:
    """Line numbers a label names: the first `SHOWN` of them and how many there are."""

    def __init__(self) -> None:
        self.first: list[int] = []
        self.count = 0

    def add(self, line: int) -> None:
        self.count += 1
        if len(self.first) < SHOWN:
            self.first.append(line)

    def __str__(self) -> str:
        more = f" and {self.count - len(self.first)} more" if self.count > len(self.first) else ""
        return ("line " if self.count == 1 else "lines ") + ", ".join(map(str, self.first)) + more


def _high_lines(block: bytes, lines: int) -> Iterator[tuple[int, bytes]]:
    """Each line of `block` holding a byte over 0x7F, with its number (`lines` counted before the block)."""
    at, line = 0, lines + 1
    for m in _HIGH_LINE.finditer(block):
        line += block.count(b"\n", at, m.start())
        at = m.start()
        yield line, m.group()


def _not_utf8(line: bytes) -> bool:
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


class _Pass:
    """One pass over a record's bytes, a block at a time (see the module docstring): what the
    decision needs, and the first line where each candidate fails."""

    def __init__(self, declared: str | None, fmt: str = "PBN") -> None:
        self.declared = declared
        self.fmt = fmt
        self.declared_fails: int | None = None  # the first line the declared charset cannot decode
        self.utf8_fails: int | None = None
        self.utf8_seen = False  # a line holding bytes over 0x7F is UTF-8 (`_Split` counts them)
        self.c1 = _Lines()  # lines holding bytes 0x80-0x9F (control characters in ISO 8859-1)
        self.long: list[tuple[int, bytes]] = []  # the first lines over 255 bytes (PBN), to count their characters
        self.ascii = True
        self.binary: list[tuple[int, int]] = []  # lines holding NUL bytes: (first, last)
        self.record = False  # a line that is a PBN tag or a LIN pair
        self.lines = 0

    def clean(self, block: bytes) -> bytes:
        """The block with its binary lines blanked (they keep their line ends, so lines keep their numbers)."""
        if b"\x00" not in block:
            return block
        parts = block.split(b"\n")
        for i, part in enumerate(parts):
            if b"\x00" in part:
                line = self.lines + i + 1
                if self.binary and self.binary[-1][1] >= line - 1:  # a LIN line cut in pieces: one line
                    self.binary[-1] = (self.binary[-1][0], line)
                else:
                    self.binary.append((line, line))
                parts[i] = b""
        return b"\n".join(parts)

    def feed(self, block: bytes) -> bytes:
        clean = self.clean(block)
        if not self.record:
            self.record = _RECORD.search(clean) is not None
        if self.fmt == "PBN" and len(self.long) < 20:
            self._long_lines(clean)
        if not clean.isascii():
            self.ascii = False
            self._utf8(clean)
            if self.declared is not None and self.declared_fails is None:
                self.declared_fails = _fails(clean, self.declared, self.lines)
        self.lines += block.count(b"\n")
        return clean

    def _utf8(self, clean: bytes) -> None:
        """Whether the block is UTF-8, the first line that is not, whether a line is; the lines with
        bytes 0x80-0x9F, which Latin-1 would read as control characters (UTF-8's continuation bytes
        hold them too: counted only where Latin-1 may read them, a block that is not UTF-8 or a file
        declared Latin-1)."""
        try:
            clean.decode("utf-8")
        except UnicodeDecodeError as exc:
            if self.utf8_fails is None:
                self.utf8_fails = self.lines + clean.count(b"\n", 0, exc.start) + 1
            if not self.utf8_seen and _UTF8_START.search(clean):
                self.utf8_seen = any(not _not_utf8(text) for _, text in _high_lines(clean, self.lines))
        else:
            self.utf8_seen = True
            if not (self.declared and _is_latin(self.declared)):
                return
        at, line = 0, self.lines + 1
        for m in _C1_LINE.finditer(clean):
            line += clean.count(b"\n", at, m.start())
            at = m.start()
            self.c1.add(line)

    def _long_lines(self, clean: bytes) -> None:
        """PBN 2.1 §2.3: lines of more than 255 characters (bytes here; `_long_note` counts characters)."""
        if max(map(len, clean.split(b"\n"))) <= PBN_LINE:
            return
        for i, text in enumerate(clean.split(b"\n")):
            text = text.rstrip(b"\r")
            if len(text) > PBN_LINE and len(self.long) < 20:
                self.long.append((self.lines + i + 1, text))


def _ascii_compatible(codec: str) -> bool:
    """ASCII bytes read as the same text in `codec` (not UTF-16 or UTF-32, whose declaration could not
    be written in ASCII in their own file)."""
    sample = b'% charset\n[Event "x"]\n'
    try:
        return sample.decode(codec) == sample.decode("ascii")
    except UnicodeDecodeError:
        return False


def _fails(block: bytes, codec: str, lines: int) -> int | None:
    """The line (counting from `lines` before the block) where `block` first fails to decode in `codec`."""
    try:
        block.decode(codec)
    except UnicodeDecodeError as exc:
        return lines + block.count(b"\n", 0, exc.start) + 1
    return None


def _is_latin(codec: str) -> bool:
    try:
        return codecs.lookup(codec).name in _LATIN
    except LookupError:
        return False


def decide(blocks: Callable[[], Iterable[bytes]], fmt: str = "PBN") -> tuple[Reading, str]:
    """(how to read, label) of a record, from its bytes given as blocks that end at a line's end or
    inside a long LIN line (`file_blocks`; `blocks()` gives them again when a second pass is needed:
    GB18030, Big5 and cp1250 are weighed only on a file that is neither ASCII nor UTF-8). The label
    says how the file was read and, after `;`, the lines read otherwise, any declaration or byte-order
    mark that could not apply, lines too long for PBN. `NotText` for a binary file."""
    notes: list[str] = []
    first = True
    bom = ""
    declared: str | None = None
    unknown: str | None = None
    scan: _Pass | None = None
    for block in blocks():
        if first:
            first = False
            if block.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
                return Reading("utf-16"), "utf-16 (byte-order mark)"
            if block.startswith(codecs.BOM_UTF8):
                bom, block = "utf-8", block[3:]
            declared, unknown = _declared(block)
            lin = sniff_format(Path(), block[:4096].decode(DEFAULT))[0] == "lin"  # no 255-character lines
            scan = _Pass(declared, "LIN" if lin else fmt)
        assert scan is not None
        scan.feed(block)
    if scan is None:
        return Reading("ascii"), f"{DEFAULT} ({_default(fmt)}; the file is empty)"
    if scan.binary and not scan.record:
        raise NotText("a binary file (it holds NUL bytes and no record), not a text record",
                      "这是二进制文件（含 NUL 字节，没有记录），不是文本记录")
    if bom:
        if scan.utf8_fails is None:
            return Reading("utf-8-sig"), "utf-8 (byte-order mark)" + _said(scan, fmt, codec="utf-8")
        if scan.utf8_seen:
            return _mostly_utf8(scan, blocks, bom, "utf-8 (byte-order mark)", fmt)
        notes.append(f"a UTF-8 byte-order mark, but line {scan.utf8_fails} is not UTF-8")
    if unknown is not None:
        notes.append(f"the declared charset {unknown!r} is not one Python knows, so it was not used")
    elif declared is not None and not _ascii_compatible(declared):
        notes.append(f"the file declares {declared}, but the declaration itself is written in ASCII, which "
                     f"{declared} does not read as ASCII, so it was not used")
    elif declared is not None:
        if scan.declared_fails is None:
            return Reading(declared), f"{declared} (declared)" + _said(scan, fmt, notes, _is_latin(declared),
                                                                       codec=declared)
        if declared == "utf-8" and scan.utf8_seen:
            return _mostly_utf8(scan, blocks, bom, "utf-8 (declared)", fmt)
        notes.append(f"the file declares {declared}, but line {scan.declared_fails} does not decode in it, so "
                     "it was not used")
    return _undeclared(scan, blocks, bom, fmt, notes)


class _Evidence:
    """Steps 4-6 of the module docstring, for some of a file's bytes: GB18030, Big5, cp1250 or the default."""

    def __init__(self) -> None:
        self.chinese, self.big5, self.central = _Chinese(), _Chinese(TRADITIONAL, _COMMON_BIG5), _Central()

    def feed(self, raw: bytes) -> None:
        self.chinese.feed(raw)
        self.big5.feed(raw)
        self.central.feed(raw)

    def choice(self, fmt: str) -> tuple[str, str]:
        if self.chinese.verdict():
            return "gb18030", "gb18030"
        if self.big5.verdict_big5():
            return TRADITIONAL, BIG5_LABEL
        if self.central.verdict():
            return CENTRAL, CP1250_LABEL
        return DEFAULT, f"{DEFAULT} ({_default(fmt)})"


class _Split:
    """A second pass over a file that is not all UTF-8 (`_weigh`): the evidence of steps 4-6 for the
    whole file and for its lines that are not UTF-8; how many lines are UTF-8 and which are not; and
    whether the lines that are UTF-8 read as Chinese in GB18030 too (short GB18030 lines may be valid
    UTF-8 by chance: `全`, C8 AB, is UTF-8's `ȫ`)."""

    def __init__(self) -> None:
        self.whole, self.other = _Evidence(), _Evidence()
        self.utf8 = _Chinese()
        self.utf8_lines = 0
        self.not_utf8 = _Lines()
        self.not_utf8_c1 = _Lines()  # those holding bytes 0x80-0x9F

    def feed(self, clean: bytes, lines: int, split: bool) -> None:
        self.whole.feed(clean)
        if not split:
            return
        bad: list[bytes] = []
        good: list[bytes] = []
        for number, text in _high_lines(clean, lines):
            if _not_utf8(text):
                bad.append(text)
                self.not_utf8.add(number)
                if _C1.search(text):
                    self.not_utf8_c1.add(number)
            else:
                good.append(text)
        self.utf8_lines += len(good)
        if bad:
            self.other.feed(b"\n".join(bad))
        if good:
            self.utf8.feed(b"\n".join(good))

    def gb18030(self) -> bool:
        """The file reads as Chinese in GB18030, its UTF-8 lines too, and they are the fewer."""
        return self.whole.chinese.verdict() and self.utf8.verdict() and self.utf8_lines < self.not_utf8.count


def _weigh(scan: _Pass, blocks: Callable[[], Iterable[bytes]], bom: str) -> _Split:
    """The second pass (`_Split`); lines are told apart only in a file where some are UTF-8."""
    split = _Split()
    check = _Pass(None)
    first = True
    for block in blocks():
        if first and bom:
            block = block[3:]
        first = False
        clean = check.clean(block)
        if not clean.isascii():
            split.feed(clean, check.lines, scan.utf8_seen)
        check.lines += block.count(b"\n")
    return split


def _mostly_utf8(scan: _Pass, blocks: Callable[[], Iterable[bytes]], bom: str, label: str,
                 fmt: str, split: _Split | None = None) -> tuple[Reading, str]:
    """A UTF-8 file with some lines that are not (a stray Latin-1 `é`, a board pasted from a Latin-1
    file): read as UTF-8, and only those lines in what steps 4-6 decide on them; the label names them."""
    if split is None:
        split = _weigh(scan, blocks, bom)
    fallback, fallback_label = split.other.choice(fmt)
    verb = "is" if split.not_utf8.count == 1 else "are"
    label += f"; {split.not_utf8} {verb} not UTF-8: read as {fallback_label}"
    codec = "utf-8-sig" if bom else "utf-8"
    return Reading(codec, fallback), label + _said(scan, fmt, None, fallback == DEFAULT, split.not_utf8_c1, "utf-8")


def _undeclared(scan: _Pass, blocks: Callable[[], Iterable[bytes]], bom: str, fmt: str,
                notes: list[str]) -> tuple[Reading, str]:
    """Steps 3-6 of the module docstring; a file that is UTF-8 but for some lines (`_mostly_utf8`)
    unless it reads as Chinese in GB18030, its UTF-8 lines too, and they are fewer than the others."""
    if scan.ascii:
        rest = " apart from its binary lines" if scan.binary else ""
        return Reading("ascii"), f"{DEFAULT} ({_default(fmt)}; the file is ASCII{rest})" + _said(scan, fmt, notes)
    if scan.utf8_fails is None:
        return Reading("utf-8"), "utf-8" + _said(scan, fmt, notes, codec="utf-8")
    split = _weigh(scan, blocks, bom)
    if scan.utf8_seen and not split.gb18030():
        reading, label = _mostly_utf8(scan, blocks, bom, "utf-8", fmt, split)
        return reading, label + "".join(f"; {n}" for n in notes)
    codec, label = split.whole.choice(fmt)
    return Reading(codec), label + _said(scan, fmt, notes, codec == DEFAULT, codec=codec)


def _said(scan: _Pass, fmt: str, notes: list[str] | None = None, latin: bool = False,
          c1: _Lines | None = None, codec: str = DEFAULT) -> str:
    """What the label adds after `;`: bytes 0x80-0x9F read as Windows-1252 (when `latin`), the
    declarations that could not apply, the binary lines, the first line too long for PBN."""
    said = []
    c1 = c1 if c1 is not None else scan.c1
    if latin and c1.count:
        said.append(f"bytes 0x80-0x9F (control characters in ISO 8859-1) on {c1} read as {WINDOWS} (’ € “ ” …)")
    said += list(notes or [])
    if scan.binary:
        lines = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in scan.binary[:5])
        more = " …" if len(scan.binary) > 5 else ""
        said.append(f"binary data (NUL bytes) on line {lines}{more}, not read")
    said += _long_note(scan, codec)
    return "".join(f"; {n}" for n in said)


def _long_note(scan: _Pass, codec: str) -> list[str]:
    """PBN 2.1 §2.3: the first line of more than 255 characters (read whole all the same). Characters,
    not bytes: UTF-8 counts a character once (its continuation bytes 0x80-0xBF left out), GB18030 and
    Big5 two bytes over 0x7F a character, the one-byte codecs a byte a character."""
    for line, text in scan.long:
        chars = len(text)
        if codec.startswith("utf-8"):
            chars -= sum(1 for b in text if 0x80 <= b < 0xC0)
        elif codec in ("gb18030", TRADITIONAL):
            chars -= (len(text) - len(text.translate(None, bytes(range(0x80, 0x100))))) // 2
        if chars > PBN_LINE:
            return [f"line {line} is longer than the {PBN_LINE} characters a PBN line may hold (PBN 2.1 §2.3); "
                    "read whole"]
    return []


def decode(raw: bytes, fmt: str = "PBN") -> tuple[str, str]:
    """The text of a record and how it was read: `(text, "utf-8 (byte-order mark)")`,
    `(text, "cp1250 (declared)")`, `(text, "iso-8859-1 (PBN default)")`, `(text, "utf-8")`,
    `(text, "gb18030")`, `(text, "cp1250 (no declaration; …)")`, each with what could not apply
    after `;`, and `(text, "utf-8; line 7 is not UTF-8: read as iso-8859-1 (PBN default)")`.
    `NotText` for a binary file. `fmt` names the format whose default Latin-1 is in the label: PBN's
    own (§2.2); a LIN file, which declares nothing, is read the same way."""
    reading, label = decide(lambda: (raw,), fmt)
    return decode_block(raw, reading), label


def _latin1(raw: bytes) -> str:
    """ISO 8859-1, its control characters 0x80-0x9F read as Windows-1252 reads those bytes (`O’Brien`,
    `€`): the de-facto superset every Windows program writes, never control characters in the text."""
    text = raw.decode(DEFAULT)
    return text.translate(_C1_AS_WINDOWS) if _C1.search(raw) else text


def _decode(raw: bytes, codec: str, errors: str = "strict") -> str:
    if codec in ("ascii", "utf-8-sig"):
        codec = DEFAULT if codec == "ascii" else "utf-8"
    if _is_latin(codec):
        return _latin1(raw)
    return raw.decode(codec, errors=errors)


def _text(raw: bytes, reading: Reading) -> str:
    """Bytes with no NUL as `reading` says: a block of UTF-8 lines at once; a block with lines that
    are not UTF-8 a line at a time, those lines in the fallback."""
    try:
        return _decode(raw, reading.codec)
    except UnicodeDecodeError:
        pass
    fallback = reading.fallback
    if fallback is None:  # bytes after a byte-order mark the decision read past
        return _decode(raw, DEFAULT if reading.codec in ("utf-8", "utf-8-sig") else reading.codec, "replace")
    return "\n".join(_decode(line, fallback, "replace") if _not_utf8(line) else line.decode("utf-8")
                     for line in raw.split(b"\n"))


def decode_block(raw: bytes, reading: Reading | str) -> str:
    """Bytes (whole lines, or a piece of a long LIN line) as `decide` chose; a line holding NUL bytes
    (binary data) is passed on as Latin-1, byte for byte, for the reader to report."""
    if isinstance(reading, str):
        reading = Reading(reading)
    if reading.codec == "utf-16":
        return raw.decode("utf-16", errors="replace")
    raw = raw.removeprefix(codecs.BOM_UTF8)  # a mark the decision read past, whatever the codec
    if b"\x00" not in raw:
        return _text(raw, reading)
    return "\n".join(part.decode(DEFAULT) if b"\x00" in part else _text(part, reading)
                     for part in raw.split(b"\n"))


def _cut_point(chunk: bytes) -> int:
    """Where a long line may be cut (0: nowhere): after its last `|` that follows an ASCII byte. No
    character of UTF-8, GB18030 or Big5 holds such a `|` (their lead bytes are over 0x7F), so each
    piece decodes alone."""
    at = len(chunk)
    while (at := chunk.rfind(b"|", 0, at)) > 0:
        if chunk[at - 1] < 0x80:
            return at + 1
    return 0


def file_blocks(path: Path, size: int | None = None, cut: bool = False) -> Iterator[bytes]:
    """A file's bytes, a block of about `size` (`BLOCK`) bytes at a time, each ending at a line's end;
    with `cut` (a LIN file, whose boards may all stand on one line) a line longer than a block is
    given in pieces, each ending after a `|` (`_cut_point`): memory stays flat whatever the lines."""
    size = size or BLOCK
    with path.open("rb") as f:
        rest = b""
        while True:
            chunk = f.read(size)
            if not chunk:
                break
            chunk = rest + chunk
            end = chunk.rfind(b"\n") + 1
            if end == 0 and cut and len(chunk) >= size:
                end = _cut_point(chunk)
            if end == 0:
                rest = chunk
                continue
            rest = chunk[end:]
            yield chunk[:end]
        if rest:
            yield rest


def _holds_lin(path: Path) -> bool:
    """The file's content is LIN (`sniff_format` on its first 4 KB)."""
    with path.open("rb") as f:
        head = f.read(4096)
    return sniff_format(path, head.decode(DEFAULT))[0] == "lin"


LIN_PIECE = 1 << 16  # characters of a long LIN line given at a time (`_pieces`)


def _pieces(lines: Iterable[str], size: int | None = None) -> Iterator[str]:
    """Lines, each longer than `size` cut after a `|` about every `size` characters: the LIN reader reads
    pieces as it reads lines (`rulings.records.lin.lin_pieces`), and never holds more than a piece of a
    file whose boards all stand on one line."""
    size = size or LIN_PIECE
    for line in lines:
        start = 0
        while len(line) - start > size:
            end = line.find("|", start + size) + 1
            if end == 0:
                break
            yield line[start:end]
            start = end
        yield line[start:] if start else line


def open_lines(path: Path, fmt: str | None = None) -> tuple[Iterator[str], str]:
    """The lines of a record file, decoded as `decide` chose for the WHOLE file, and the label. A
    file up to a block is read whole; a larger one is read twice (or three times), a block at a
    time: once to decide, once to decode it line by line (memory stays flat). A LIN file's long lines
    come in pieces (`file_blocks`, `_pieces`), which the LIN reader reads as it reads lines. The
    label says, after `;`, a file named as the other format (`sniff_format`). OSError, `NotText`."""
    fmt = fmt or record_format(path)
    cut = _holds_lin(path)
    if path.stat().st_size <= BLOCK:
        text, label = decode(path.read_bytes(), fmt)
        whole = iter(text.splitlines(keepends=True))
        return (_pieces(whole) if cut else whole), with_kind(label, path, text)
    reading, label = decide(lambda: file_blocks(path, cut=cut), fmt)
    head = decode_block(next(file_blocks(path, cut=cut), b""), reading)[:4096]
    label = with_kind(label, path, head)

    def lines() -> Iterator[str]:
        if reading.codec == "utf-16":
            with path.open(encoding="utf-16", errors="replace", newline="") as f:
                yield from f
            return
        for block in file_blocks(path, cut=cut):
            yield from decode_block(block, reading).splitlines(keepends=True)

    return (_pieces(lines()) if cut else lines()), label


_PBN_START = re.compile(r'^[ \t]*\[[ \t]*[A-Za-z][A-Za-z0-9_]*[ \t]*"', re.M)
_LIN_PAIR = re.compile(r"(?:^|\|)(?:pn|qx|md|mb|pc|ah|sv|st|rh|vg)\|", re.M)


def sniff_format(path: Path, text: str) -> tuple[str | None, str]:
    """`pbn` or `lin` by what the file holds (its first 4 KB: PBN tags, LIN `key|value|` pairs), else
    by its name (`.pbn`, `.lin`), else None; and a note when the name says the other format."""
    head = text.lstrip("\ufeff \t\r\n")[:4096]
    by_name = {".pbn": "pbn", ".lin": "lin"}.get(path.suffix.lower())
    found: str | None = None
    if head.startswith(("[", "%", "{", ";")):
        found = "pbn"
    elif re.match(r"[a-z]{2}\|", head):
        found = "lin"
    else:
        pbn, lin = _PBN_START.search(head), _LIN_PAIR.search(head)
        if pbn and (not lin or pbn.start() < lin.start()):
            found = "pbn"
        elif lin:
            found = "lin"
    if found is None:
        return by_name, ""
    if by_name is not None and by_name != found:
        what = "PBN tags [Name \"value\"]" if found == "pbn" else "LIN pairs key|value|"
        return found, (f"named {path.suffix}, but it holds {what}: read as {found.upper()} — "
                       f"文件名为{path.suffix}，内容是{found.upper()}，按{found.upper()}读取")
    return found, ""


def with_kind(label: str, path: Path, text: str) -> str:
    """The label of `decide`, for the format the content says (`sniff_format`): a file named as the
    other format is labelled with its own format's default, and says so after `;`."""
    found, note = sniff_format(path, text)
    if not note or found is None:
        return label
    named = record_format(path)
    return label.replace(_default(named), _default(found.upper()), 1) + f"; {note}"


def record_format(path: Path) -> str:
    """The format a record file's name says (`LIN` for `.lin`, else `PBN`), for the label of `decode`."""
    return "LIN" if path.suffix.lower() == ".lin" else "PBN"


def _default(fmt: str) -> str:
    return "PBN default" if fmt == "PBN" else f"{fmt}: no declaration, read as PBN's default"


def name_of(label: str) -> str:
    """The codec name of an encoding label (`"cp1250 (declared)"` → `"cp1250"`)."""
    return label.split(" ", 1)[0]


__all__ = ["BLOCK", "DEFAULT", "NotText", "decide", "decode", "decode_block", "file_blocks", "name_of",
           "open_lines", "sniff_format", "with_kind"]
