"""PBN 2.1 tokens (§2.4, §3, §3.2, §3.8): games split from a stream of lines, tokens of one game,
and the inheritance of tag values between games (§4.8).

- `split_games(lines)`: games are separated by semi-empty lines (§3), except inside a brace
  comment; a paragraph of comments and escape lines only is commentary for the next game (after
  the last game, for the last game, with a note), a
  paragraph of other text without a tag a game of its own (the reader's error, with its lines). Lines are read one at a time,
  so a file of any size is split in constant memory.
- `tokenize(text, first_line)`: the tokens of one game: tags `[Name "value"]`, words (calls,
  cards and their annotations), comments `{…}` and `;…`, and `bad` for a tag that cannot be read.
  A line starting with `%` is an escape line (§2.4) and is skipped.
- `Inheritance`: a tag value `#` takes the value of the nearest previous game, `##text` makes
  `text` the value for every later game (§4.8); a game that leaves out Event, Site, Date, Board or
  Scoring takes them from the game before, and Dealer, Vulnerable and Deal too when it is the same
  board (the other table of the board, as in the rpbridge.net archives).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from rulings.records.said import Said

INHERITED_TAGS = ("Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal", "Scoring")
BOARD_TAGS = ("Dealer", "Vulnerable", "Deal")  # a board's own: inherited only by a game of the same board


#: a token: (kind, text, line, value); kind is tag | word | comment | bad; value is a tag's value (a
#: malformed tag's text for `bad`)
Token = tuple[str, str, int, str]


_SCAN = re.compile(r"""
 (?P<nl>\n)
|(?P<esc>^[ \t]*%[^\n]*)
|(?P<ws>[ \t\r\f\v\ufeff]+)
|(?P<brace>\{[^}]*(?:\}|\Z))
|(?P<semi>;[^\n]*)
|(?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>(?:[^"\\\n]|\\.)*)"\s*\])
|(?P<badtag>\[[^\n]*)
|(?P<word>[^\s\[{;]+)
""", re.X | re.M)
_UNESCAPE = re.compile(r"\\([\\\"])")  # §3.1: only a backslash before " or a backslash escapes; \2R of a table tag stays
_TAG_ONLY = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]')
#: a line holding one tag and nothing else, its value without escapes (the common line)
_TAG_LINE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"([^"\\\n]*)"\s*\]\s*\Z')


def tokenize(text: str, first_line: int = 1) -> list[Token]:
    """The tokens of one game's text, each with its line in the file. Lines without a comment are
    split directly (the common case); a line with `{` or `;` (or inside a brace comment) is scanned."""
    toks: list[Token] = []
    append = toks.append
    lines = text.split("\n")
    i, n = 0, len(lines)
    offset = 0
    while i < n:
        raw = lines[i]
        number = first_line + i
        if "{" in raw or ";" in raw or ("[" in raw and "]" not in raw):
            used = _scan(text, offset, number, toks)
            for _ in range(used):
                if i < n:
                    offset += len(lines[i]) + 1
                    i += 1
            continue
        offset += len(raw) + 1
        i += 1
        if raw[:1] == "%" or raw.lstrip()[:1] == "%":
            continue
        if "[" in raw:
            m = _TAG_LINE.match(raw)
            if m is not None:
                append(("tag", m.group(1), number, m.group(2)))
                continue
            pos = 0
            for m in _TAG_ONLY.finditer(raw):
                for word in raw[pos:m.start()].split():
                    if word.startswith("["):
                        append(("bad", f"malformed tag {raw.strip()!r} (write [Name \"value\"])", number, raw.strip()))
                        break
                    append(("word", word, number, ""))
                value = m.group(2)
                if "\\" in value:
                    value = _UNESCAPE.sub(r"\1", value)
                append(("tag", m.group(1), number, value))
                pos = m.end()
            tail = raw[pos:]
            if "[" in tail:
                append(("bad", f"malformed tag {tail.strip()!r} (write [Name \"value\"])", number, tail.strip()))
                continue
            for word in tail.split():
                append(("word", word, number, ""))
        else:
            toks += [("word", word, number, "") for word in raw.split()]
    return toks


def _scan(text: str, pos: int, first_line: int, toks: list[Token]) -> int:
    """Scan from a line holding a comment to the end of the line where the last comment closes;
    the number of lines used."""
    line = first_line
    append = toks.append
    for m in _SCAN.finditer(text, pos):
        kind = m.lastgroup
        if kind == "nl":
            return line + 1 - first_line
        if kind == "word":
            append(("word", m.group(), line, ""))
        elif kind == "tag":
            value = m.group("value")
            if "\\" in value:
                value = _UNESCAPE.sub(r"\1", value)
            append(("tag", m.group("name"), line, value))
            line += m.group().count("\n")
        elif kind == "brace":
            body = m.group()
            if body.endswith("}"):
                append(("comment", body[1:-1].strip(), line, ""))
            else:
                append(("bad", "a comment '{' is never closed with '}'", line, ""))
                append(("comment", body[1:].strip(), line, ""))
            line += body.count("\n")
        elif kind == "semi":
            append(("comment", m.group()[1:].strip(), line, ""))
        elif kind == "badtag":
            append(("bad", f"malformed tag {m.group().strip()!r} (write [Name \"value\"])", line, m.group().strip()))
    return line - first_line + 1


def _scan_line(line: str, in_comment: bool) -> tuple[bool, bool, bool]:
    """(still inside a brace comment at the end of the line, the line has a tag opening outside
    comments, the line has text outside comments: a tag, a word)."""
    has_tag = has_text = False
    i, n = 0, len(line)
    if not in_comment and line.lstrip().startswith("%"):
        return False, False, False
    while i < n:
        if in_comment:
            j = line.find("}", i)
            if j < 0:
                return True, has_tag, has_text
            in_comment, i = False, j + 1
            continue
        ch = line[i]
        if ch == "{":
            in_comment = True
        elif ch == ";":
            return False, has_tag, has_text
        elif ch == '"':
            j = line.find('"', i + 1)
            while j > 0 and line[j - 1] == "\\":
                j = line.find('"', j + 1)
            if j < 0:
                return False, has_tag, True
            i = j
        elif ch == "[":
            has_tag = has_text = True
        elif not ch.isspace():
            has_text = True
        i += 1
    return in_comment, has_tag, has_text


class GameText(str):
    """The text of one game as `split_games` cuts it, with what the splitter found about it and
    reports through the game (`notes`: a warning each, with its line): the game starts with no
    empty line before it, lines of binary data left out, a stretch of text outside any game."""

    notes: tuple[str, ...] = ()

    def __reduce__(self) -> tuple[object, ...]:  # pickled with its notes (a task sent to a worker)
        return _game_text, (str(self), self.notes)


def _game_text(text: str, notes: tuple[str, ...] = ()) -> GameText:
    game = GameText(text)
    if notes:
        game.notes = notes
    return game


#: a line that is one tag and nothing else (what starts a game)
_TAG_START = re.compile(r'\s*\[\s*([A-Za-z0-9_]+)\s*"')
BINARY_NOTE = "binary data (NUL bytes), not read as a record"
BINARY_NOTE_ZH = "二进制数据（NUL 字节），不作记录读取"
NO_BLANK_NOTE = ("the tag {name} is given again with no empty line before it: a new game starts here "
                 "(PBN §3: games are separated by an empty line)")
UNCLOSED_NOTE = ("line {at}: a comment '{{' opened on line {line} is not closed before this game: the comment "
                 "ends at the empty line before it")


def split_games(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    """(first line number, text) of each game, in file order, reading one line at a time (`_split`).
    A paragraph of comments and escape lines after the last game, which has no next game to be the
    commentary of (§3.8), is read with the last game, which its note names (`TRAILING_NOTE`): the
    game is held until the next one starts, so that what follows it can still reach it. A comment
    never closed there is a paragraph of its own (the reader's error at the `{`); a file of such
    paragraphs only holds no game (the file's error)."""
    tail: list[tuple[int, str]] = []
    held: tuple[int, GameText] | None = None
    for game in _split(lines, tail):
        if held is not None:
            yield held
        held = game
    if tail and tail[0][1] and held is not None:
        start, text = tail[0]
        toks = tokenize(text, start)
        if any(kind == "bad" for kind, _, _, _ in toks):  # an unclosed `{`: its own row, the game kept whole
            yield held
            held = (start, _game_text(text))
        else:
            held = _with_trailing(held, start, text, toks)
    if held is not None:
        yield held


#: a paragraph of comments after the last game, read as its commentary
TRAILING_NOTE = ("{where}: commentary after the last game, with no game after it: read as this game's "
                 "commentary (PBN §3.8)")


def _with_trailing(game: tuple[int, GameText], start: int, text: str, toks: list[Token]) -> tuple[int, GameText]:
    """The last game with the paragraph(s) of comments and escape lines after it (from line `start`),
    the empty lines between kept so that every line keeps its number, and a note naming their lines
    when they hold a comment (escape lines alone are skipped wherever they stand, §2.4)."""
    first, body = game
    gap = start - first - body.count("\n")
    notes = body.notes
    if any(kind == "comment" for kind, _, _, _ in toks):
        filled = [n for n, line in enumerate(text.split("\n"), start=start) if line.strip()]
        where = f"line {filled[0]}" if filled[0] == filled[-1] else f"lines {filled[0]}-{filled[-1]}"
        where_zh = f"第{filled[0]}行" if filled[0] == filled[-1] else f"第{filled[0]}–{filled[-1]}行"
        notes = (*notes, Said(TRAILING_NOTE.format(where=where), f"{where_zh}：最后一局之后的注释，其后没有牌局：作为本局的注释读入（PBN §3.8）"))
    return first, _game_text(body + "\n" * gap + text, notes)


def _split(lines: Iterable[str], tail: list[tuple[int, str]]) -> Iterator[tuple[int, GameText]]:
    """(first line number, text) of each game, in file order, reading one line at a time. The text is
    a `GameText`, whose `notes` say what the split found. Games are separated by empty lines
    (PBN §3), and also:
    - an Event or Board tag given a second time in a game starts a new game there (two games with no
      empty line between them; any other tag given twice is the reader's warning);
    - a comment `{` never closed ends at an empty line followed by a tag line (the next game is read;
      the game of the unclosed comment is an error, `tokenize`);
    - a line holding NUL bytes is binary data: left out of its game (as an empty escape line, so the
      lines keep their numbers) and noted;
    - a paragraph (lines between empty lines) with text but no tag (stray words, binary data, tags
      written without `[`), wherever it stands in the file — before the first game, between two
      games, after the last — is given as a game of its own, which the reader reports as an error
      with its lines: no game of the file is hidden in the next one's warnings. A paragraph of
      escape lines and comments only is commentary, and goes with the next game (§3.8); text with
      no empty line before the next game's tags is that game's, whose reader warns about it; such a
      paragraph after the last game is put in `tail` (`split_games` reads it with the last game)."""
    current: list[str] = []
    notes: list[str] = []
    start = 1
    has_tag = has_text = in_comment = blank_in_comment = False
    comment_line = number = 0
    for number, raw in enumerate(lines, start=1):
        if not in_comment and not raw.strip():
            if has_tag or has_text:  # a game, or a paragraph of text with no tag: a row of its own
                yield from _games(start, current, notes)
                current, notes, has_tag, has_text = [], [], False, False
            elif current:  # escape lines and comments only: the commentary of the next game (§3.8)
                current.append(raw if raw.endswith("\n") else raw + "\n")
            continue
        if in_comment:
            blank_in_comment, cut = _in_comment(raw, blank_in_comment, has_tag)
            if cut:  # an unclosed comment: the game it swallowed ends at the empty line before this tag
                yield from _games(start, current, notes)
                current, notes, has_tag, has_text, in_comment = [], [], False, False, False
                notes.append(Said(UNCLOSED_NOTE.format(at=number, line=comment_line),
                                  f"第{number}行：第{comment_line}行开始的注释 '{{' 在本局之前未闭合：注释止于本局之前的空行"))
        if not current:
            start = number
        current.append(raw if raw.endswith("\n") else raw + "\n")
        if (in_comment or "{" in raw or "}" in raw) and "\x00" not in raw:
            opened = not in_comment
            in_comment, tag_here, text_here = _scan_line(raw, in_comment)
            if in_comment and opened:
                comment_line, blank_in_comment = number, False
            has_tag, has_text = has_tag or tag_here, has_text or text_here
        elif not has_tag or not has_text:
            has_tag, has_text = _plain(raw, has_tag, has_text)
    if has_tag or has_text or notes:
        yield from _games(start, current, notes)
    else:  # nothing, or comments and escape lines only: no game after them (`split_games`)
        tail.append((start, "".join(current)))


def _plain(raw: str, has_tag: bool, has_text: bool) -> tuple[bool, bool]:
    """A line with no brace comment: (the game has a tag, the game has text); an escape line `%` and a
    line that is a `;` comment have neither."""
    if raw.lstrip()[:1] in ("%", ";"):
        return has_tag, has_text
    return has_tag or "[" in raw, True


def _in_comment(raw: str, blank_before: bool, has_tag: bool) -> tuple[bool, bool]:
    """A line inside a brace comment: (an empty line has been seen in the comment, the comment is never
    closed: an empty line in it is followed by a tag line, the next game's)."""
    if not raw.strip():
        return True, False
    return blank_before, blank_before and has_tag and _tag_name(raw) is not None


#: the tags that open a game (Event, Board): given again with no empty line, they start a new one
_GAME_TAGS = ('[Event "', "[Event ", '[Board "', "[Board ")


def _games(start: int, lines: list[str], notes: list[str]) -> Iterator[tuple[int, GameText]]:
    """The game(s) of the lines between two empty lines: one, unless the lines hold binary data (a
    line with NUL bytes: an empty escape line in its place, so lines keep their numbers, and a note)
    or an Event or Board tag given again (a new game starts there, with a note). Checked on the
    whole text first, so the common game costs two scans."""
    text = "".join(lines)
    if "\x00" not in text and text.count("\n[Event ") + text.startswith("[Event ") < 2 \
            and text.count("\n[Board ") + text.startswith("[Board ") < 2:
        yield start, _game_text(text, tuple(notes))
        return
    current: list[str] = []
    names: set[str] = set()
    binary_from = 0
    first = start
    for number, raw in enumerate(lines, start=start):
        if "\x00" in raw:
            binary_from = binary_from or number
            current.append("%\n")
            continue
        if binary_from:
            notes.append(_lines(binary_from, number - 1, BINARY_NOTE, BINARY_NOTE_ZH))
            binary_from = 0
        if raw.startswith(_GAME_TAGS):
            if raw[1:6] in names:
                yield first, _game_text("".join(current), tuple(notes))
                current, names, first = [], set(), number
                notes = [Said(f"line {number}: " + NO_BLANK_NOTE.format(name=raw[1:6]),
                              f"第{number}行：标签 {raw[1:6]} 再次出现，之前没有空行：新的一局从此开始（PBN §3：各局以空行分隔）")]
            names.add(raw[1:6])
        current.append(raw)
    if binary_from:
        notes.append(_lines(binary_from, start + len(lines) - 1, BINARY_NOTE, BINARY_NOTE_ZH))
    yield first, _game_text("".join(current), tuple(notes))


def _tag_name(raw: str) -> str | None:
    """The name of the tag a line starts with (`[Event "…"]` → Event), None when it starts none."""
    m = _TAG_START.match(raw)
    return m.group(1) if m else None


def _lines(first: int, last: int, text: str, zh: str) -> Said:
    if first == last:
        return Said(f"line {first}: {text}", f"第{first}行：{zh}")
    return Said(f"lines {first}-{last}: {text}", f"第{first}–{last}行：{zh}")


@dataclass
class Inheritance:
    """The tag values later games may take (§4.8): the previous game's, and the `##` ones."""

    previous: dict[str, str] = field(default_factory=dict)
    sticky: dict[str, str] = field(default_factory=dict)

    def resolve(self, name: str, value: str) -> str:
        """A tag's value as written, `#` and `##text` resolved."""
        if value.startswith("##"):
            self.sticky[name] = value[2:]
            return value[2:]
        if value == "#":
            return self.previous.get(name, self.sticky.get(name, ""))
        return value

    def fill(self, tags: dict[str, str]) -> list[str]:
        """Add the tags a game leaves out (its previous game's, then `##`); the names added. The
        board's own tags (Dealer, Vulnerable, Deal) only come from a game of the same board: a
        game that names another board and gives no Deal has no deal."""
        added = []
        same_board = "Board" not in tags or tags["Board"].strip() == self.previous.get("Board", "").strip()
        for name in INHERITED_TAGS:
            if name not in tags and name in self.previous and (same_board or name not in BOARD_TAGS):
                tags[name] = self.previous[name]
                added.append(name)
        for name, value in self.sticky.items():
            if name not in tags:
                tags[name] = value
                added.append(name)
        return added

    def after(self, tags: dict[str, str]) -> None:
        """The game with these (resolved) tags is now the previous game."""
        self.previous = dict(tags)

    def copy(self) -> Inheritance:
        return Inheritance(dict(self.previous), dict(self.sticky))


_COMMENT = re.compile(r"\{[^}]*\}|;[^\n]*|^[ \t]*%[^\n]*", re.M)


def game_tags(text: str) -> dict[str, str]:
    """The tags of one game's text (first value of each, Notes left out), read quickly: what the
    splitter of a large file needs to pass each batch of games its inheritance."""
    tags: dict[str, str] = {}
    for name, value in _TAG_ONLY.findall(_COMMENT.sub("", text)):
        if name != "Note" and name not in tags:
            tags[name] = _UNESCAPE.sub(r"\1", value) if "\\" in value else value
    return tags


def advance(inherit: Inheritance, text: str) -> None:
    """Move the inheritance past one game, as `rulings.records.pbn` does when it reads the game."""
    tags = {name: inherit.resolve(name, value) for name, value in game_tags(text).items()}
    if not tags:  # text with no tag is no game: the reader leaves the inheritance as it is
        return
    inherit.fill(tags)
    inherit.after(tags)


__all__ = ["INHERITED_TAGS", "GameText", "Inheritance", "Token", "advance", "game_tags", "split_games", "tokenize"]
