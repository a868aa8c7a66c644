"""The director's text (`rulings rule LOG`) for the play's rulings: every ruling made from the logs of
tests/test_play_rulings.py reads in Chinese and in English, with no raw kind names (snake_case) left."""

from __future__ import annotations

import re
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
    assert "Penalty card: West CK (major)" in pen and "require the lead of clubs" in pen
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

    assert card_text("ST", "zh") == "♠10" and card_text("ST", "en") == "ST"
    assert [call_text(c, "zh") for c in ("1H", "3NT", "P", "X", "XX")] == ["1♥", "3无将", "不叫", "加倍", "再加倍"]
    assert contract_text("4SX", "zh") == "4♠加倍" and contract_text("1NTXX", "zh") == "1无将再加倍"
