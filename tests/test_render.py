"""The director's text (`rulings rule LOG`) for the play's rulings: every ruling made from the logs of
tests/test_play_rulings.py reads in Chinese and in English, with no raw kind names (snake_case) left."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from test_play_rulings import (
    HANDS,
    HANDS_A,
    REVOKE_C,
    REVOKE_D,
    REVOKE_E,
    penalty_events,
    ruling,
    ruling_26,
    tricks,
)

from rulings.render import render_text

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
T1 = "W:C6 N:C2 E:CQ S:CA"
END_E = ("E:HJ S:DK W:C7 N:D3", "E:HT S:SJ W:C8 N:D4", "S:CK W:C9 N:C4 E:DQ", "S:ST W:D9 N:S5 E:S9")
CK = {"seat": "S", "choose": {"penalty_card": "CK"}}

LOGS: dict[str, tuple[list[dict[str, Any]], dict[str, str]]] = {
    "revoke_64a1": (tricks(*REVOKE_C), HANDS),
    "revoke_64a2": (tricks(*REVOKE_E, *END_E), HANDS),
    "revoke_12th": (tricks(*REVOKE_D), HANDS),
    "penalty_50d2": (penalty_events(), HANDS_A),
    "require_club": (penalty_events({"seat": "S", "choose": {"require_lead": "C"}}, {"seat": "E", "lead": "CJ"}),
                     HANDS_A),
    "forbid_club": (penalty_events({"seat": "S", "choose": {"forbid_lead": "C"}}, {"seat": "E", "lead": "CJ"}),
                    HANDS_A),
    "failure_52": (penalty_events(CK, {"seat": "E", "lead": "S6"}, {"seat": "S", "play": "SA"},
                                  {"seat": "W", "play": "D8"}), HANDS_A),
    "opening_oot": ([{"seat": "E", "lead": "HJ"}], HANDS),
    "accept_54b": ([{"seat": "E", "lead": "HJ"}, {"seat": "S", "choose": "accept"}, {"seat": "S", "play": "H2"}],
                   HANDS),
    "decline_54d": ([{"seat": "E", "lead": "HJ"}, {"seat": "S", "choose": "decline"},
                     {"seat": "S", "choose": {"require_lead": "H"}}, {"seat": "W", "lead": "H5"}], HANDS),
    "spread_54a": ([{"seat": "E", "lead": "HJ"},
                    {"seat": "S", "expose": ["SA", "SK", "SQ", "SJ", "ST", "H4", "H3", "H2", "DA", "DK", "CA", "CK",
                                             "C5"]}], HANDS),
    "saw_54c": ([{"seat": "E", "lead": "HJ"}, {"finding": "yes", "law": "54C"}], HANDS),
    "lead_oot_53": (tricks(T1) + [{"seat": "W", "lead": "H5"}, {"seat": "N", "play": "HA"}], HANDS),
    "declarer_55": (tricks(T1) + [{"seat": "N", "lead": "HA"}, {"seat": "W", "choose": "decline"}], HANDS),
    "claim": (tricks(*REVOKE_C[:8]) + [{"seat": "S", "claim": 5}], HANDS),
    "claim_70": (tricks(*REVOKE_C[:8]) + [{"seat": "S", "claim": 5}, {"seat": "E", "object": True},
                                          {"finding": "3", "law": "70"}], HANDS),
    "concession_68b": (tricks(*REVOKE_C[:8]) + [{"seat": "E", "concede": 5}, {"seat": "W", "object": True}], HANDS),
    "premature_57": (tricks(T1) + [{"seat": "S", "lead": "H2"}, {"seat": "N", "play": "HA"}, {"seat": "W", "play": "H5"}],
                     HANDS),
    "fifth_card": ([{"seat": "W", "lead": "C6"}, {"seat": "N", "play": "C2"}, {"seat": "E", "play": "CQ"},
                    {"seat": "E", "play": "CJ"}], HANDS),
    "designation": ([{"seat": "W", "lead": "C6"}, {"seat": "S", "designate": "low"}], HANDS),
}


def _all_rulings() -> list[tuple[str, dict[str, Any]]]:
    out = [(name, ruling(events, hands)) for name, (events, hands) in LOGS.items()]
    out.append(("law26_options", ruling_26([{"seat": "E", "lead": "D5"}])))
    out.append(("law26_require", ruling_26([{"seat": "N", "choose": {"require_lead": "H"}}, {"seat": "E", "lead": "D5"}])))
    return out


@pytest.fixture(scope="module")
def rulings_made() -> list[tuple[str, dict[str, Any]]]:
    return _all_rulings()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_raw_kind_names_in_the_text(rulings_made: list[tuple[str, dict[str, Any]]], lang: str) -> None:
    for name, r in rulings_made:
        text = render_text(r, lang)
        raw = SNAKE.findall(text)
        assert not raw, f"{name} ({lang}): raw names {raw}\n{text}"


def test_every_play_irregularity_and_rectification_has_words(rulings_made: list[tuple[str, dict[str, Any]]]) -> None:
    """Each irregularity is named in both languages, each rectification kind put in words (not echoed)."""
    from rulings.render import IRREGULARITY, rectification_text

    seen_kinds = set()
    for name, r in rulings_made:
        for it in r["rulings"]:
            assert it["irregularity"] in IRREGULARITY, (name, it["irregularity"])
            for x in it["rectification"] + [y for o in it["options"] for y in o["rectification"]]:
                if x["kind"] == "option":
                    continue
                seen_kinds.add(x["kind"])
                for lang in ("zh", "en"):
                    assert rectification_text(x, lang) not in (x["kind"], x["kind"].replace("_", " ")), (name, x)
    assert {"trick_transfer", "lead_restriction", "penalty_card", "retract", "swap_declarer",
            "revoke_established", "claim_settled"} <= seen_kinds


def test_the_play_state_is_told(rulings_made: list[tuple[str, dict[str, Any]]]) -> None:
    by_name = dict(rulings_made)
    zh = render_text(by_name["revoke_64a1"], "zh")
    en = render_text(by_name["revoke_64a1"], "en")
    assert "已打13墩：南北10墩，东西3墩" in zh and "共得12墩" in zh and "南北480" in zh
    assert "North-South 10, East-West 3" in en and "takes 12 tricks" in en and "North-South 480" in en
    assert "将2墩转给南北方" in zh and "2 trick(s) are transferred to North-South" in en
    assert "定约：4♠，庄家南家" in zh and "请裁判判断（第64条C款）" in zh
    pen = render_text(by_name["penalty_50d2"], "en")
    assert "Penalty card: West ♣K (major)" in pen and "require the lead of clubs" in pen
    assert "西家 ♣K（重罚张" in render_text(by_name["penalty_50d2"], "zh")
    assert "North may require the lead of hearts" in render_text(by_name["law26_options"], "en")


def test_the_chinese_text_has_no_english_codes(rulings_made: list[tuple[str, dict[str, Any]]]) -> None:
    """Issue 18 item 5: cards (♣K), calls (1♥, 不叫), contracts and sides in Chinese words, no raw codes."""
    from rulings.quiz.consistency import english_in

    for name, made in rulings_made:
        zh = render_text(made, "zh")
        assert not english_in(zh), (name, english_in(zh), zh)


def test_cards_calls_and_contracts_in_chinese() -> None:
    from rulings.render import call_text, card_text, contract_text

    assert card_text("ST", "zh") == "♠10" and card_text("ST", "en") == "♠10"  # issue 16: symbols in both
    assert [call_text(c, "zh") for c in ("1H", "3NT", "P", "X", "XX")] == ["1♥", "3无将", "不叫", "加倍", "再加倍"]
    assert [call_text(c, "en") for c in ("1H", "3NT", "P", "X", "XX")] == ["1♥", "3NT", "Pass", "Double", "Redouble"]
    assert contract_text("4SX", "en") == "4♠ doubled"
    assert contract_text("4SX", "zh") == "4♠加倍" and contract_text("1NTXX", "zh") == "1无将再加倍"


# ------------------------------------------------------------------ issue 16: no internal key in a page

CJK = re.compile(r"[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]")
RAW = re.compile(r"[a-z]+_[a-z_]+|[{}\"]|#\d")


def zh_problems(text: str) -> list[str]:
    """An internal key (snake_case), JSON, a "#n" or an English word in a Chinese phrase."""
    from rulings.quiz.consistency import english_in

    return RAW.findall(text) + english_in(text) + re.findall(r"\b[A-Za-z]{3,}\b", text)


def en_problems(text: str) -> list[str]:
    """An internal key, JSON, or a Chinese-only word in an English phrase."""
    return RAW.findall(text) + CJK.findall(text)


def phrases(words: Any) -> list[tuple[str, str]]:
    """Every (zh, en) pair of the console's words, walked through the whole structure."""
    out: list[tuple[str, str]] = []
    if isinstance(words, dict):
        if isinstance(words.get("zh"), str) and isinstance(words.get("en"), str):
            out.append((words["zh"], words["en"]))
        for v in words.values():
            out += phrases(v)
    elif isinstance(words, list):
        for v in words:
            out += phrases(v)
    return out


def sample_items() -> list[dict[str, Any]]:
    """One rectification item for every consequence the lawbook may name (rulings/vocabulary.py) and
    every kind the play's table models emit, each with all the fields it may carry."""
    from rulings.render import play_rectification_text
    from rulings.vocabulary import CONSEQUENCES

    fields = {"seat": "E", "card": "SK", "suit": "H", "suits": ["D"], "declarer_may": ["require", "forbid"],
              "trick": 4, "tricks": 2, "to": "NS", "grade": "minor", "scope": "rest_of_auction", "call": "2C",
              "restrict": "require", "declarer": "S", "by": "W", "withdrawn": "SA", "cards": ["CK", "CQ"],
              "how": "awarded", "side": "EW", "of": 5, "law": "50D2"}
    kinds = set(CONSEQUENCES) - {"irregularity", "hold", "withdrawn_call", "option", "director_judgment"}
    probe = {"kind": "", **fields}
    for kind in ("penalty_card_grade", "penalty_card_played", "pick_up_penalty_cards", "retract", "substitute",
                 "accept_lead", "dummy_spread", "swap_declarer", "lead_reverts", "card_must_be_played",
                 "revoke_established", "correct_revoke", "play_designated", "defender_designates", "designate_again",
                 "play_ceases", "play_void", "claim_void", "concession_cancelled", "replace_card",
                 "choose_leading_hand", "treat_in_rotation", "penalty_retained", "statement_required",
                 "penalty_card_designated", "supply_card", "deemed_revoke", "extra_withdrawn", "rights_unaffected",
                 "lead_restriction", "play_restriction", "trick_transfer", "claim_settled", "establish_revoke"):
        assert play_rectification_text({**probe, "kind": kind}, "zh") is not None, kind
        kinds.add(kind)
    out = [{**fields, "kind": k} for k in sorted(kinds)]
    out += [{**fields, "kind": "lead_restriction", "restrict": "forbid", "scope": "while_retains_lead"},
            {**fields, "kind": "play_restriction", "restrict": "highest"},
            {**fields, "kind": "forced_pass", "scope": "next_turn"},
            {**fields, "kind": "card_must_be_played", "card": None, "law": "54B1"},
            {**fields, "kind": "lead_penalty", "suits": []}]
    return out


def test_every_rectification_kind_reads_in_each_language() -> None:
    """Issue 16 (2): every consequence and play kind, through render.py, in Chinese without an internal
    key or English word, in English without a Chinese-only word."""
    from rulings.render import rectification_text

    for item in sample_items():
        zh, en = rectification_text(item, "zh"), rectification_text(item, "en")
        assert not zh_problems(zh), (item["kind"], zh, zh_problems(zh))
        assert not en_problems(en), (item["kind"], en, en_problems(en))


def test_every_choice_the_engine_offers_reads_in_each_language() -> None:
    """Issue 16 (2): every choice a player may be offered (rulings/vocabulary.py PLAY_CHOICES and the
    auction's accept/decline), with every value it may carry, as an option, a condition and a choice made."""
    from rulings.render import choice_text, chosen_text, condition_text
    from rulings.vocabulary import PLAY_CHOICES

    for choice in PLAY_CHOICES:
        values = (None, "N", "E", "S", "W") if choice == "lead_from" else (None, "S", "H", "D", "C", "highest", "lowest")
        for value in values:  # lead_from names a seat (Law 43B2a); the others a suit or highest | lowest
            made: Any = {choice: value} if value else choice
            for zh, en in ((choice_text(choice, value, "zh"), choice_text(choice, value, "en")),
                           (condition_text({"seat": "N", "choice": choice, "value": value}, "zh"),
                            condition_text({"seat": "N", "choice": choice, "value": value}, "en")),
                           (chosen_text(made, "zh"), chosen_text(made, "en"))):
                assert not zh_problems(zh), (choice, value, zh)
                assert not en_problems(en), (choice, value, en)


def test_the_console_words_of_every_ruling_made(rulings_made: list[tuple[str, dict[str, Any]]]) -> None:
    """Issue 16 (2): every phrase the console shows for the rulings made here (the play's logs above and
    the auction's examples) — options, conditions, lead penalties in 现状, findings, events."""
    from rulings.log import load_log
    from rulings.ruling import rule
    from rulings.service.words import event_words, ruling_words

    made = list(rulings_made)
    examples = sorted((Path(__file__).resolve().parent.parent / "examples").glob("*.yaml"))
    made += [(p.name, rule(load_log(p))) for p in examples]
    for name, r in made:
        words = ruling_words(r)
        words.pop("text")  # the director's text is checked above
        for zh, en in phrases(words):
            assert not zh_problems(zh), (name, zh, zh_problems(zh))
            assert not en_problems(en), (name, en, en_problems(en))
    for name, (events, _hands) in LOGS.items():
        for pair in event_words(events):
            assert not zh_problems(pair["zh"]), (name, pair)
            assert not en_problems(pair["en"]), (name, pair)


def test_citations_in_the_order_they_apply_and_lines_said_once() -> None:
    """Issue 16 (3): a line said twice is said once (with both laws); citations follow the rectification."""
    from rulings.render import ordered_citations, rectification_lines

    items = [{"kind": "retract", "seat": "E", "card": "SA", "law": "47B"},
             {"kind": "retract", "seat": "E", "card": "SA", "law": "47E"}]
    assert rectification_lines(items, "zh") == [("东家将♠A从该墩撤回", "47B、47E")]
    item = {"citations": [{"ref": "26A"}, {"ref": "31B"}], "options": [],
            "rectification": [{"kind": "forced_pass", "law": "31B"}, {"kind": "lead_penalty", "law": "26A2"}]}
    assert [c["ref"] for c in ordered_citations(item)] == ["31B", "26A"]


def test_events_counted_from_one_and_54b1_in_its_words(rulings_made: list[tuple[str, dict[str, Any]]]) -> None:
    by_name = dict(rulings_made)
    made = by_name["opening_oot"]
    zh = render_text(made, "zh")
    assert f"第{made['rulings'][0]['event'] + 1}项事件" in zh and "第0项事件" not in zh
    accept = render_text(by_name["accept_54b"], "zh")
    assert "该墩牌的第二张牌由庄家手中打出" in accept, accept


def test_a_waiting_choice_names_its_suit_and_an_option_says_a_line_once() -> None:
    # text17's 50D2 case: E's H8 and S6 are penalty cards (two suits, both major, Law 50B), W to lead. The
    # state listed the choices as 要求引出、要求引出、禁止引出… (no suit), and the option to require a suit
    # said its requirement twice (50D2a and 51B2a both stated it; 51B2a now takes 50D2a's place, as
    # 51B2b takes 50D2a.2's); a continuation without a law of its own printed "→ ：", in English "："
    from rulings.log import parse_log
    from rulings.ruling import rule

    calls = [{"seat": s, "call": c} for s, c in zip("NESWNE", ["P", "P", "4S", "P", "P", "P"], strict=True)]
    play = [{"seat": "W", "lead": "D5"}, {"seat": "N", "play": "D2"}, {"seat": "E", "play": "DT"},
            {"seat": "S", "play": "DA"}, {"seat": "E", "expose": ["H8"]}, {"finding": "inadvertent", "law": "50B"},
            {"seat": "E", "expose": ["S6"]}, {"finding": "inadvertent", "law": "50B"}, {"seat": "S", "lead": "C5"},
            {"seat": "W", "play": "CK"}, {"seat": "N", "play": "C2"}, {"seat": "E", "play": "CJ"}]
    made = rule(parse_log({"dealer": "N", "vulnerable": "none", "events": calls + play,
                           "hands": {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5",
                                     "W": "-.765.98765.KT987"}}))
    pending = made["state"]["pending"]
    assert list(zip(pending["choices"], pending["values"], strict=True)) == [
        ("require_lead", "S"), ("require_lead", "H"), ("forbid_lead", "S"), ("forbid_lead", "H"), ("penalty_card", None)]
    zh, en = render_text(made, "zh"), render_text(made, "en")
    assert "待选择：南家可选择要求引出黑桃、要求引出红心、禁止引出黑桃、禁止引出红心、让罚张保留" in zh
    assert zh.count("西家下次引牌时必须引出黑桃") == 1 and "→ ：" not in zh
    require = next(o for o in made["rulings"][0]["options"] if o["choice"] == "require_lead" and o["value"] == "H")
    assert [c["ref"] for c in require["citations"]] == ["51B2a"]
    assert "Waiting: South may choose: require the lead of spades, require the lead of hearts" in en
    assert "：" not in en and "；" not in en


def test_a_choice_made_is_said_with_its_item_not_offered_again_as_if_open() -> None:
    # verify5 (doubtful): the ruling listed "North may accept / decline" after North had declined, and no line
    # said what was chosen; the item now records each choice made (who, which, the event, whether by an
    # action), the JSON gives it as `chosen`, and the text says it after the options
    from rulings.log import parse_log
    from rulings.ruling import rule

    calls = [("W", "1D"), ("N", None), ("E", "P"), ("S", "1S"), ("W", "2C"), ("N", "2S"), ("E", "P"), ("S", "P"),
             ("W", "P")]
    events = [{"seat": s, "call": c} if c else {"seat": s, "choose": "decline"} for s, c in calls]
    made = rule(parse_log({"dealer": "E", "vulnerable": "none", "events": events}))
    (item,) = made["rulings"]
    assert item["chosen"] == [{"by": "N", "choice": "decline", "value": None, "event": 1, "implicit": False}]
    assert "已选择：北家不接受（第2项事件）" in render_text(made, "zh")
    assert "Chosen: North — decline (event 2)" in render_text(made, "en")
    # in the play, a choice with its suit (Law 50D2a: declarer requires the lead of the penalty card's suit)
    played = ruling(penalty_events({"seat": "S", "choose": {"require_lead": "C"}}, {"seat": "E", "lead": "CJ"}), HANDS_A)
    chosen = [c for i in played["rulings"] for c in i["chosen"]]
    assert [(c["by"], c["choice"], c["value"], c["implicit"]) for c in chosen] == [("S", "require_lead", "C", False)]
    assert "已选择：南家要求引出梅花" in render_text(played, "zh")
