"""How a record's bytes become text (PBN 2.1 §2.2; issue 14 item 3): the declaration, the standard's default
Latin-1, UTF-8, GB18030 only for text that looks Chinese, cp1250 where its letters fit the words better."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from rulings.records import encoding, parse_pbn
from rulings.records.encoding import NotText, decode, open_lines

LATIN1 = "iso-8859-1 (PBN default)"
CP1250 = "cp1250 (no declaration; its letters fit the words, Latin-1's do not)"


def record(event: str, north: str, comment: str = "") -> str:
    return (("{" + comment + "}\n" if comment else "") + f'[Event "{event}"]\n[Board "1"]\n[Dealer "N"]\n'
            f'[Vulnerable "None"]\n[North "{north}"]\n[Auction "N"]\n1NT AP\n')


def cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff"


# Latin-1 text whose every accented letter stands in a pair: each pair is one GB18030 character (E7 E3 = 玢),
# and a pair followed by a letter may swallow it (E3 65 = 鉫), so GB18030 decodes these bytes without error
@pytest.mark.parametrize(("event", "north"), [
    ("Federação Portuguesa, Associação de Lisboa", "Conceição"),  # ção: E7 E3 6F
    ("Inscrições", "Simões"),  # ções: E7 F5 65 73
    ("Mãe", "João"),  # ãe, ão: E3 65, E3 6F
    ("FEDERAÇÃO PORTUGUESA", "CONCEIÇÃO"),  # ÇÃ: C7 C3, a common (GB2312 level 1) character
    ("Coupe créée, agréée", "Réélu"),  # éé: E9 E9
    ("Süßwasser", "Käthe Müßig"),  # üß, äß: FC DF, E4 DF
    ("Größe", "Jürgen Größer"),  # öß: F6 DF
    ("Campeonato", "Íñigo"),  # Íñ: CD F1, level 1, at the start of a word
    ("Müller", "Zürich"),  # ü and the letter after it: FC 6C, FC 72
])
def test_latin1_accent_pairs_are_the_standards_default_not_gb18030(event: str, north: str) -> None:
    raw = record(event, north).encode("latin-1")
    assert any(cjk(ch) for ch in raw.decode("gb18030"))  # the trap: GB18030 reads these bytes as Chinese
    text, label = decode(raw)
    assert label == LATIN1 and text == raw.decode("latin-1")
    assert parse_pbn(text, "<t>")[0].meta["players"]["N"] == north


@pytest.mark.parametrize(("event", "north", "comment"), [
    ("中国桥牌协会", "王建华", "第三轮"),
    ("全国桥牌锦标赛", "张三", ""),
    ("Club pairs", "王芳", ""),  # a single two-character name, all the Chinese of the file
    ("Club pairs", "李", ""),  # a single character
    ("Club pairs", "张玥", ""),  # 玥 = AB 68: GBK, its second byte the ASCII letter h
    ("第三轮", "张三vs李四", "北家开叫1NT，东家加倍，首攻♠K"),  # Chinese beside bridge notation and Latin
])
def test_chinese_text_is_gb18030(event: str, north: str, comment: str) -> None:
    raw = record(event, north, comment).encode("gb18030")
    text, label = decode(raw)
    assert label == "gb18030"
    record_ = parse_pbn(text, "<t>")[0]
    assert record_.meta["players"]["N"] == north and record_.meta["comments"] == ([comment] if comment else [])


@pytest.mark.parametrize(("event", "north"), [
    ("Mistrzostwa Łodzi", "Łódź"),  # Ł: Latin-1 £, a pound sign; ź: Latin-1 a control character
    ("Świętochłowice", "Oświęcim"),  # Ś, ś: control characters in Latin-1
    ("Turniej", "może głów"),  # ż, ł: Latin-1 ¿ and ³ glued inside a word
    ("Grzegorz Żółw", "Małgorzata Wróbel"),
    ("Mistrovství Čech", "Šťastný"),  # Czech: Š ť are control characters in Latin-1
    ("Žižkov", "Jiří Dvořák"),  # ř (Latin-1 ø) follows the file's decision, made on ž
])
def test_undeclared_cp1250_is_read_when_its_letters_fit(event: str, north: str) -> None:
    raw = record(event, north).encode("cp1250")
    text, label = decode(raw)
    assert label == CP1250 and parse_pbn(text, "<t>")[0].meta["players"]["N"] == north


@pytest.mark.parametrize(("text", "codec"), [
    ("{Norte, ¿por qué no dobló? ¡qué pena!}\n", "latin-1"),  # ¿ before a lowercase letter: cp1250 reads ż
    ("{¿Quién? ¡Olé! Peña, Muñoz}\n", "latin-1"),  # cp1250 ż before a capital, ˇ for ¡: no letters
    ("{Nº 5, 1ª, 3½, £ 20, © 2024, «Coupe»}\n", "latin-1"),  # symbols that are letters in cp1250 (Ş Ľ Ł)
    ("{l’équipe – “Genève”}\n", "cp1252"),  # Windows punctuation, shared by cp1250: no letters
    ("{Jiří Dvořák, Plzeň}\n", "cp1250"),  # Czech letters that are Latin-1 letters too (ø ì ò): a tie
])
def test_the_standards_default_holds_unless_cp1250_letters_fit_better(text: str, codec: str) -> None:
    raw = text.encode(codec)
    if codec != "cp1252":
        assert decode(raw) == (raw.decode("latin-1"), LATIN1)
    else:  # the default, its control characters 0x80-0x9F read as Windows-1252 (WINDOWS_NOTE)
        assert decode(raw) == (text, LATIN1 + "; bytes 0x80-0x9F (control characters in ISO 8859-1) on line 1 read "
                               "as windows-1252 (’ € “ ” …)")


def test_a_declared_encoding_always_wins() -> None:
    # rare characters (not GB2312) that would not look Chinese, declared: GB18030
    raw = b"%Content-type: text/x-pbn; charset=GB18030\n" + record("Club", "喆堃").encode("gb18030")
    assert decode(raw)[1] == "gb18030 (declared)"
    assert parse_pbn(decode(raw)[0], "<t>")[0].meta["players"]["N"] == "喆堃"
    # undeclared, it stands apart from Latin letters (a name with no surname): Chinese too (step 4)
    assert decode(record("Club", "喆堃").encode("gb18030"))[1] == "gb18030"
    # Chinese bytes declared Latin-1, Polish bytes declared Latin-1, Portuguese bytes declared GB18030
    raw = b"% charset ISO-8859-1\n" + record("中国桥牌协会", "王建华").encode("gb18030")
    assert decode(raw) == (raw.decode("latin-1"), "iso8859-1 (declared)")
    raw = b"% charset ISO-8859-1\n" + record("Mistrzostwa Łodzi", "Łódź").encode("cp1250")
    assert decode(raw)[1] == ("iso8859-1 (declared); bytes 0x80-0x9F (control characters in ISO 8859-1) on line 6 "
                              "read as windows-1252 (’ € “ ” …)")  # ź is 9F: Ÿ, not a control character
    raw = b"%Charset: gb18030\n" + record("Federação", "Conceição").encode("latin-1")
    assert decode(raw) == (raw.decode("gb18030"), "gb18030 (declared)") and "Federa玢o" in decode(raw)[0]


DATA = Path(__file__).resolve().parent / "data" / "issue14"


@pytest.mark.parametrize("names", [
    ("昊天", "喆", "鑫", "淼"),  # given names alone, none of them a common (GB2312 level 1) character
    ("鑫淼", "喆", "昊天", "堃"),
])
def test_gb18030_given_names_with_no_surname_are_chinese(names: tuple[str, ...]) -> None:
    text = "".join(f'[{seat} "{name}"]\n' for seat, name in zip(("West", "North", "East", "South"), names, strict=True))
    raw = ('[Event "Club"]\n[Board "1"]\n' + text + '[Dealer "W"]\n[Vulnerable "None"]\n[Auction "W"]\nPass AP\n'
           ).encode("gb18030")
    got, label = decode(raw)
    assert label == "gb18030"
    assert list(parse_pbn(got, "<t>")[0].meta["players"].values()) == [names[1], names[2], names[3], names[0]]


def test_a_declaration_that_cannot_apply_is_said_with_what_was_used() -> None:
    latin = record("Café", "Müller").encode("latin-1")
    unknown = b"% charset no-such-codec\n" + latin
    assert decode(unknown) == (unknown.decode("latin-1"), LATIN1 + "; the declared charset 'no-such-codec' is not "
                               "one Python knows, so it was not used")
    wrong = b"%Content-type: text/x-pbn; charset=UTF-8\n" + latin
    assert decode(wrong) == (wrong.decode("latin-1"), LATIN1 + "; the file declares utf-8, but line 2 does not "
                             "decode in it, so it was not used")
    bom = b"\xef\xbb\xbf" + latin  # a UTF-8 byte-order mark on Latin-1 bytes: Café, not Caf\ufffd
    text, label = decode(bom)
    assert text == latin.decode("latin-1") and "Café" in text
    assert label == LATIN1 + "; a UTF-8 byte-order mark, but line 1 is not UTF-8"
    assert decode(b"\xef\xbb\xbf" + record("Café", "Müller").encode("utf-8"))[1] == "utf-8 (byte-order mark)"


def test_ascii_is_labelled_alike_at_any_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    raw = record("Club", "Smith").encode("ascii") * 50
    small, big = tmp_path / "small.pbn", tmp_path / "big.pbn"
    small.write_bytes(raw)
    big.write_bytes(raw)
    small_label = open_lines(small)[1]
    monkeypatch.setattr(encoding, "BLOCK", 1000)  # `big` is now a file of several blocks, read as a stream
    assert open_lines(big)[1] == small_label == "iso-8859-1 (PBN default; the file is ASCII)"


@pytest.mark.parametrize(("tail", "codec", "label"), [
    ("王建国", "gb18030", "gb18030"),
    ("Łukasz Żółć", "cp1250", CP1250),
    ("Müller", "latin-1", LATIN1),
    ("Müller", "utf-8", "utf-8"),
])
def test_a_large_file_is_decoded_as_a_whole_file_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tail: str,
                                                     codec: str, label: str) -> None:
    # ASCII for many blocks, the file's one non-ASCII name at its end: the decision covers every block, and
    # the stream gives the text the whole file gives (the audit and the export read a file the same way)
    raw = record("Club", "Smith").encode("ascii") * 200 + record("Club", tail).encode(codec)
    path = tmp_path / "large.pbn"
    path.write_bytes(raw)
    whole = decode(raw)
    monkeypatch.setattr(encoding, "BLOCK", 4096)
    lines, streamed = open_lines(path)
    assert streamed == whole[1] == label
    text = "".join(lines)
    assert text == whole[0] and parse_pbn(text, "<t>")[-1].meta["players"]["N"] == tail


def test_nul_bytes_are_binary_lines_not_a_binary_file(tmp_path: Path) -> None:
    raw = record("Club", "Smith").encode("ascii") + b"\n\x00\x01garbage\x00\n" + record("Club", "Jones").encode("ascii")
    text, label = decode(raw)
    assert label == ("iso-8859-1 (PBN default; the file is ASCII apart from its binary lines); binary data (NUL "
                     "bytes) on line 9, not read")
    one, two = parse_pbn(text, "<t>")
    assert one.error is None and two.error is None and two.meta["players"]["N"] == "Jones"
    assert two.meta["warnings"][0] == "line 9: binary data (NUL bytes), not read as a record"
    with pytest.raises(NotText):  # NUL bytes and no record at all: not a text file
        decode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\n")


def test_a_declaration_of_utf16_written_in_ascii_is_not_used() -> None:
    raw = b"% charset utf-16\n" + record("Caf\xe9", "Smith").encode("latin-1")  # an even number of bytes or not
    text, label = decode(raw)
    assert text == raw.decode("latin-1") and label.startswith(LATIN1 + "; the file declares utf-16")


def _players(text: str) -> list[dict[str, str]]:
    return [r.meta["players"] for r in parse_pbn(text, "<t>")]


def test_a_utf8_file_with_one_stray_latin1_byte_is_read_as_utf8_but_for_that_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Chinese names in UTF-8, one comment `{café}` with a Latin-1 é (line 30): the file was read as Latin-1
    # whole and every name garbled; now only line 30 is read otherwise, and the label names it
    raw = (DATA / "utf8-stray-byte.pbn").read_bytes()
    text, label = decode(raw)
    assert label == "utf-8; line 30 is not UTF-8: read as iso-8859-1 (PBN default)"
    assert [p["W"] for p in _players(text)] == ["王小明", "张三", "王小明"]
    assert parse_pbn(text, "<t>")[1].meta["comments"] == ["café"]
    # read as a stream, a block at a time: the same text and label
    path = tmp_path / "stray.pbn"
    path.write_bytes(raw * 20)
    monkeypatch.setattr(encoding, "BLOCK", 512)
    lines, streamed = open_lines(path)
    assert "".join(lines) == decode(raw * 20)[0] == text * 20
    assert streamed == ("utf-8; lines 30, 75, 120, 165, 210 and 15 more are not UTF-8: read as iso-8859-1 "
                        "(PBN default)")


def test_a_utf8_board_then_a_latin1_board_each_read_in_its_own_encoding() -> None:
    text, label = decode((DATA / "utf8-then-latin1.pbn").read_bytes())
    assert label == "utf-8; lines 18, 19, 29 are not UTF-8: read as iso-8859-1 (PBN default)"
    one, two = parse_pbn(text, "<t>")
    assert one.meta["players"]["W"] == "Łukasz Żółć"
    assert (two.meta["players"]["W"], two.meta["players"]["N"], two.meta["comments"]) == (
        "Müller", "Zoë", ["joué à Besançon"])


def test_the_lines_not_utf8_are_weighed_alone_and_a_gb18030_file_stays_gb18030() -> None:
    # a UTF-8 board then a GB18030 one: the GB18030 lines are Chinese on their own
    raw = record("Club", "Łukasz").encode("utf-8") + b"\n" + record("Club", "王建华", "北家开叫").encode("gb18030")
    text, label = decode(raw)
    assert label == "utf-8; lines 9, 14 are not UTF-8: read as gb18030"
    assert [p["N"] for p in _players(text)] == ["Łukasz", "王建华"]
    # GB18030 names, one of which (全, C8 AB) happens to be valid UTF-8 (ȫ): the file is GB18030, whole
    raw = b"".join(record("Club", name).encode("gb18030") + b"\n" for name in ("王建华", "李明", "全", "张三丰"))
    text, label = decode(raw)
    assert label == "gb18030" and [p["N"] for p in _players(text)] == ["王建华", "李明", "全", "张三丰"]


def test_a_declared_or_marked_utf8_file_reads_its_other_lines_in_the_default() -> None:
    body = record("Club", "王建华").encode("utf-8") + record("Club", "Müller").encode("latin-1")
    text, label = decode(b"%Content-type: text/x-pbn; charset=UTF-8\n" + body)
    assert label == "utf-8 (declared); line 13 is not UTF-8: read as iso-8859-1 (PBN default)"
    assert [p["N"] for p in _players(text)] == ["王建华", "Müller"]
    text, label = decode(codecs.BOM_UTF8 + body)
    assert label == "utf-8 (byte-order mark); line 12 is not UTF-8: read as iso-8859-1 (PBN default)"
    assert [p["N"] for p in _players(text)] == ["王建华", "Müller"]


def test_windows_1252_bytes_are_never_read_as_control_characters(tmp_path: Path) -> None:
    # O’Brien, €, curly quotes (Windows-1252 bytes 92 80 93 94 96): ISO 8859-1 reads C1 control characters there
    raw = (DATA / "cp1252.pbn").read_bytes()
    text, label = decode(raw)
    assert label == (LATIN1 + "; bytes 0x80-0x9F (control characters in ISO 8859-1) on lines 4, 15 read as "
                     "windows-1252 (’ € “ ” …)")
    (board,) = parse_pbn(text, "<t>")
    assert board.meta["players"]["W"] == "O’Brien" and board.meta["comments"] == ["prize 10 € “good” – ok"]
    # the five bytes Windows-1252 leaves undefined are no control characters either
    text, _ = decode(record("Club", "A\x81B\x9dC").encode("latin-1"))
    assert _players(text)[0]["N"] == "A\ufffdB\ufffdC"
    assert not any("\x80" <= ch <= "\x9f" for ch in decode(raw)[0] + text)


def test_big5_is_read_when_it_reads_as_traditional_chinese_and_gb18030_does_not() -> None:
    text, label = decode((DATA / "big5.pbn").read_bytes())
    assert label == "big5 (no declaration; it reads as traditional Chinese, GB18030 does not)"
    (board,) = parse_pbn(text, "<t>")
    assert (board.meta["players"]["W"], board.meta["players"]["N"]) == ("王小明", "陳大文")
    assert board.meta["comments"] == ["好牌。北家叫牌正確，東家首攻"]


@pytest.mark.parametrize(("event", "north"), [
    ("Coupe de Besançon", "Hélène Mère, Irène Lefèvre"),  # è + a letter: one Big5 character each
    ("Reykjavík", "Jón Þórsson, Þór Ðaðason"),
    ("Lisboa", "Conceição Simões"),
])
def test_latin1_text_that_decodes_as_big5_stays_latin1(event: str, north: str) -> None:
    raw = record(event, north).encode("latin-1")
    raw.decode("big5")  # the trap: these bytes are valid Big5
    assert decode(raw) == (raw.decode("latin-1"), LATIN1)


def test_a_pbn_line_over_255_characters_is_read_and_said_once() -> None:
    text, label = decode((DATA / "long-line.pbn").read_bytes())
    assert label == ("utf-8; line 15 is longer than the 255 characters a PBN line may hold (PBN 2.1 §2.3); "
                     "read whole")
    assert parse_pbn(text, "<t>")[0].meta["comments"] == ["x" * 300]
    # characters, not bytes: 200 Chinese characters (600 bytes of UTF-8) are a line PBN allows
    assert decode(record("Club", "王" * 200).encode("utf-8"))[1] == "utf-8"
    assert decode(record("Club", "王" * 200).encode("gb18030"))[1] == "gb18030"
    # a LIN file has no such limit: one board a line of 300 characters and more is its usual form
    lin = ("pn|a,b,c,d|" + "mb|p|" * 60 + "\n").encode()
    assert decode(lin, "LIN")[1].endswith("the file is ASCII)")
    assert decode(lin, "PBN")[1].endswith("the file is ASCII)")  # LIN content in a file named .pbn
