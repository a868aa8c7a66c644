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
   valid UTF-8 is UTF-8 (Latin-1 text with accented letters almost never is);
4. a Chinese file: GB18030, only when the text it decodes to looks Chinese (`_Chinese`): the bytes
   decode, nine in ten of the non-ASCII characters are Chinese (CJK ideographs, CJK and full-width
   punctuation, suit symbols), and either every run of Chinese stands apart from Latin letters (a
   name with no surname, `[North "喆"]`, rare characters and all), or at least half of the
   ideographs are common ones (GB2312 level 1, bytes B0A1–D7F9, the 3,755 characters of everyday
   text) and fewer than half of the runs of Chinese sit inside a Latin word. Latin-1 accented
   letters read as GB18030 fail this: `ção` (E7 E3 6F) gives `玢o`, a rare level-2 character glued
   to the letters of `Federação`;
5. otherwise the standard's default, ISO 8859-1, unless cp1250 (Central European) reads more of the
   bytes the two disagree on as letters inside words (`_cp1250_fits`): `£ódŸ` (Latin-1, a symbol and
   a control character) against `Łódź`. Where both read letters (`è`/`č`, `ã`/`ă`) the default stays.

A line holding NUL bytes is binary data: it plays no part in the decision, is passed on as it is
(the PBN reader reports it with its line and reads every board around it); a file whose lines
hold NUL bytes and no record at all (no PBN tag, no LIN pair) is not text: `NotText`.

`sniff_format`: PBN or LIN by the content (tags `[Name "value"]`, pairs `key|value|`), the name's
extension only when the content says neither; a name that says otherwise is said.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
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
    """The evidence that text read as GB18030 is Chinese (step 4 above), gathered a block at a time."""

    def __init__(self) -> None:
        self.ok = True
        self.chars = self.marks = self.ideographs = self.common = self.runs = self.in_word = self.apart = 0

    def feed(self, raw: bytes) -> None:
        if not self.ok:
            return
        try:
            text = raw.decode("gb18030")
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
            self.common += sum(ch in _COMMON_HANZI for ch in ideographs)
            self.in_word += _in_a_word(text, m.start(), m.end())
            self.apart += _apart(text, m.start(), m.end())

    def verdict(self) -> bool:
        if not self.ok or not self.ideographs or 10 * self.marks < 9 * self.chars:
            return False
        if self.apart == self.runs:  # every run stands apart from Latin letters: names, words of Chinese
            return True
        return 2 * self.common >= self.ideographs and 2 * self.in_word < self.runs


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


BLOCK = 1 << 20  # bytes of a file read at a time (a block ends at a line's end)
_RECORD = re.compile(rb'^[ \t]*\[[ \t]*[A-Za-z][A-Za-z0-9_]*[ \t]*"|(?:^|\|)(?:pn|qx|md|mb|pc|ah|sv|st|rh|vg)\|',
                     re.M)
CP1250_LABEL = f"{CENTRAL} (no declaration; its letters fit the words, Latin-1's do not)"


class _Pass:
    """One pass over a record's bytes, a block at a time (see the module docstring): what the
    decision needs, and the first line where each candidate fails."""

    def __init__(self, declared: str | None) -> None:
        self.declared = declared
        self.declared_fails: int | None = None  # the first line the declared charset cannot decode
        self.utf8_fails: int | None = None
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
                if self.binary and self.binary[-1][1] == line - 1:
                    self.binary[-1] = (self.binary[-1][0], line)
                else:
                    self.binary.append((line, line))
                parts[i] = b""
        return b"\n".join(parts)

    def feed(self, block: bytes) -> bytes:
        clean = self.clean(block)
        if not self.record:
            self.record = _RECORD.search(clean) is not None
        if not clean.isascii():
            self.ascii = False
            if self.utf8_fails is None:
                self.utf8_fails = _fails(clean, "utf-8", self.lines)
            if self.declared is not None and self.declared_fails is None:
                self.declared_fails = _fails(clean, self.declared, self.lines)
        self.lines += block.count(b"\n")
        return clean


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


def decide(blocks: Callable[[], Iterable[bytes]], fmt: str = "PBN") -> tuple[str, str]:
    """(codec, label) of a record, from its bytes given as blocks that end at a line's end (`blocks()`
    gives them again when a second pass is needed: GB18030 and cp1250 are weighed only on a file that
    is neither ASCII nor UTF-8). The label says how the file was read and, after `;`, any declaration
    or byte-order mark that could not apply. `NotText` for a binary file."""
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
                return "utf-16", "utf-16 (byte-order mark)"
            if block.startswith(codecs.BOM_UTF8):
                bom, block = "utf-8", block[3:]
            declared, unknown = _declared(block)
            scan = _Pass(declared)
        assert scan is not None
        scan.feed(block)
    if scan is None:
        return "ascii", f"{DEFAULT} ({_default(fmt)}; the file is empty)"
    if scan.binary and not scan.record:
        raise NotText("a binary file (it holds NUL bytes and no record), not a text record")
    if bom:
        if scan.utf8_fails is None:
            return "utf-8-sig", "utf-8 (byte-order mark)" + _said(scan, fmt)
        notes.append(f"a UTF-8 byte-order mark, but line {scan.utf8_fails} is not UTF-8")
    if unknown is not None:
        notes.append(f"the declared charset {unknown!r} is not one Python knows, so it was not used")
    elif declared is not None and not _ascii_compatible(declared):
        notes.append(f"the file declares {declared}, but the declaration itself is written in ASCII, which "
                     f"{declared} does not read as ASCII, so it was not used")
    elif declared is not None:
        if scan.declared_fails is None:
            return declared, f"{declared} (declared)" + _said(scan, fmt, notes)
        notes.append(f"the file declares {declared}, but line {scan.declared_fails} does not decode in it, so "
                     "it was not used")
    codec, label = _undeclared(scan, blocks, bom, fmt)
    return codec, label + _said(scan, fmt, notes)


def _undeclared(scan: _Pass, blocks: Callable[[], Iterable[bytes]], bom: str, fmt: str) -> tuple[str, str]:
    """Steps 3-5 of the module docstring."""
    if scan.ascii:
        return "ascii", f"{DEFAULT} ({_default(fmt)}; the file is ASCII)"
    if scan.utf8_fails is None:
        return "utf-8", "utf-8"
    chinese, central = _Chinese(), _Central()
    check = _Pass(None)
    first = True
    for block in blocks():
        if first and bom:
            block = block[3:]
        first = False
        clean = check.clean(block)
        check.lines += block.count(b"\n")
        chinese.feed(clean)
        central.feed(clean)
    if chinese.verdict():
        return "gb18030", "gb18030"
    if central.verdict():
        return CENTRAL, CP1250_LABEL
    return DEFAULT, f"{DEFAULT} ({_default(fmt)})"


def _said(scan: _Pass, fmt: str, notes: list[str] | None = None) -> str:
    """What the label adds after `;`: the declarations that could not apply, the binary lines."""
    said = list(notes or [])
    if scan.binary:
        lines = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in scan.binary[:5])
        more = " …" if len(scan.binary) > 5 else ""
        said.append(f"binary data (NUL bytes) on line {lines}{more}, not read")
    return "".join(f"; {n}" for n in said)


def decode(raw: bytes, fmt: str = "PBN") -> tuple[str, str]:
    """The text of a record and how it was read: `(text, "utf-8 (byte-order mark)")`,
    `(text, "cp1250 (declared)")`, `(text, "iso-8859-1 (PBN default)")`, `(text, "utf-8")`,
    `(text, "gb18030")`, `(text, "cp1250 (no declaration; …)")`, each with what could not apply
    after `;`. `NotText` for a binary file. `fmt` names the format whose default Latin-1 is in the
    label: PBN's own (§2.2); a LIN file, which declares nothing, is read the same way."""
    codec, label = decide(lambda: (raw,), fmt)
    return decode_block(raw, codec), label


def decode_block(raw: bytes, codec: str) -> str:
    """Bytes (whole lines) in the codec `decide` chose; a line holding NUL bytes (binary data) is passed
    on as Latin-1, byte for byte, for the reader to report."""
    if codec == "utf-16":
        return raw.decode("utf-16", errors="replace")
    raw = raw.removeprefix(codecs.BOM_UTF8)  # a mark the decision read past, whatever the codec
    if codec == "utf-8-sig":
        codec = "utf-8"
    elif codec == "ascii":
        codec = DEFAULT
    if b"\x00" not in raw:
        try:
            return raw.decode(codec)
        except UnicodeDecodeError:  # bytes after a byte-order mark the decision read past
            return raw.decode(DEFAULT if codec == "utf-8" else codec, errors="replace")
    return "\n".join(part.decode(DEFAULT) if b"\x00" in part else part.decode(codec, errors="replace")
                     for part in raw.split(b"\n"))


def file_blocks(path: Path, size: int | None = None) -> Iterator[bytes]:
    """A file's bytes, a block of about `size` (`BLOCK`) bytes at a time, each ending at a line's end."""
    size = size or BLOCK
    with path.open("rb") as f:
        rest = b""
        while True:
            chunk = f.read(size)
            if not chunk:
                break
            chunk = rest + chunk
            cut = chunk.rfind(b"\n") + 1
            if cut == 0:
                rest = chunk
                continue
            rest = chunk[cut:]
            yield chunk[:cut]
        if rest:
            yield rest


def open_lines(path: Path, fmt: str | None = None) -> tuple[Iterator[str], str]:
    """The lines of a record file, decoded as `decide` chose for the WHOLE file, and the label. A
    file up to a block is read whole; a larger one is read twice (or three times), a block at a
    time: once to decide, once to decode it line by line (memory stays flat). The label says, after
    `;`, a file named as the other format (`sniff_format`). OSError, `NotText`."""
    fmt = fmt or record_format(path)
    if path.stat().st_size <= BLOCK:
        text, label = decode(path.read_bytes(), fmt)
        return iter(text.splitlines(keepends=True)), with_kind(label, path, text)
    codec, label = decide(lambda: file_blocks(path), fmt)
    head = decode_block(next(file_blocks(path), b""), codec)[:4096]
    label = with_kind(label, path, head)

    def lines() -> Iterator[str]:
        if codec == "utf-16":
            with path.open(encoding="utf-16", errors="replace", newline="") as f:
                yield from f
            return
        for block in file_blocks(path):
            yield from decode_block(block, codec).splitlines(keepends=True)

    return lines(), label


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
