"""Words for a ruling: readable Chinese (default) or English text from the ruling JSON.

Only words live here; every fact comes from the ruling itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulings.cards import SUIT_EN, SUIT_SYMBOL, SUIT_ZH
from rulings.errors import event_number
from rulings.lawbook import cite_en, cite_zh
from rulings.seats import SEAT_EN, SEAT_ZH, SIDE_EN, SIDE_ZH, SIDES, Seat

IRREGULARITY = {
    "bid_out_of_rotation": ("越序实质叫牌", "bid out of rotation"),
    "pass_out_of_rotation": ("越序不叫", "pass out of rotation"),
    "double_out_of_rotation": ("越序加倍或再加倍", "double or redouble out of rotation"),
    "insufficient_bid": ("不足叫牌", "insufficient bid"),
    "change_of_call": ("更改叫牌", "change of call"),
    # 21B1: the item's offender is the explainer (the side that misinformed); the misinformed player changes
    "change_of_call_on_misinformation": ("的解释之后，对方更改叫牌（可能系因错误解释）",
                                         "explanation — the opponent changes his call (possibly misinformed)"),
    "change_of_call_after_opponents_change": ("在对方因错误解释更改叫牌后更改接续叫牌",
                                              "change of a subsequent call after the opponent's change on misinformation"),
    "misinformation": ("的解释——召请裁判（可能的错误解释）", "explanation — director summoned (possible misinformation)"),
    "inadmissible_double": ("不合法的加倍或再加倍", "inadmissible double or redouble"),
    "barred_call": ("受罚不叫的赛员叫牌", "call in violation of an obligation to pass"),
    "bid_above_seven": ("超过7线的叫牌", "bid of more than seven"),
    "call_after_final_pass": ("最终不叫后的叫牌", "call after the final pass"),
    "exposed_card": ("暴露牌张", "exposed card"),
    "restricted_double": ("违反限制的加倍或再加倍", "double or redouble at a turn it was barred"),
    "call_deemed_in_rotation": ("抢先叫牌视同依序叫牌", "call deemed in rotation"),
    "simultaneous_call": ("同时叫牌", "simultaneous call"),
    "misstated_double": ("误指实质叫牌的加倍或再加倍", "double or redouble of a misstated bid"),
    "wrong_board_call": ("从错误牌套中取牌叫牌", "call with cards taken from the wrong board"),
    "retention_of_right_to_call": ("叫牌权的保留", "retention of the right to call"),
    # what the log records by the director's finding or a fact of the table (Laws 11B, 12A, 13, 16, 20E, 43, 73, 84E)
    "incorrect_number_of_cards": ("的一手牌牌张数目有误", "incorrect number of cards"),
    "infraction_without_penalty": ("违规，规则对其未有罚则", "infraction for which the Laws provide no penalty"),
    "extraneous_information": ("无意间获得该副牌的非法信息（其他来源）",
                               "unauthorized information about the board received from another source"),
    "hesitation": ("迟疑后出牌", "hesitation before a play"),
    "action_after_hesitation": ("在同伴明显迟疑后叫牌", "call after partner's marked hesitation"),
    "incorrect_review": ("复述有误", "incorrect review of the auction"),
    "dummy_summoned_director": ("（明手）主动召请裁判", "dummy summoned the director"),
    # the play (Laws 41-71)
    "opening_lead_out_of_turn": ("越序首引", "opening lead out of turn"),
    "face_down_lead_out_of_turn": ("牌面向下的越序首引", "face-down opening lead out of turn"),
    "lead_out_of_turn": ("越序引牌", "lead out of turn"),
    "declarer_lead_out_of_turn": ("庄家从错误方位引牌", "declarer's lead from the wrong hand"),
    "play_out_of_rotation": ("越序出牌", "play out of rotation"),
    "premature_play": ("防家过早引牌或出牌", "premature lead or play by a defender"),
    "declarer_premature_lead": ("庄家过早引出下一墩的牌", "declarer led to the next trick prematurely"),
    "lead_before_choice": ("庄家选择前过早引牌", "lead before declarer's choice (Law 50D2)"),
    "declarer_faced_hand": ("庄家摊牌", "declarer faced his cards"),
    "defender_showed_hand": ("摊出手中的全部牌张", "showed his whole hand"),
    "simultaneous_play": ("与合法引牌或打牌同时出牌，视为接续行动", "card played at the same time as a legal lead or play, "
                          "deemed made after it"),
    "failure_to_play_penalty_card": ("未打出罚张", "failure to play a penalty card"),
    "fifth_card": ("一墩牌中打出第5张牌", "fifth card played to a trick"),
    "revoke": ("藏牌", "revoke"),
    "change_of_play": ("更换打出的牌张", "change of play"),
    "retraction": ("收回已打出的牌张", "retraction of a played card"),
    "dummy_misplay": ("明手误打牌张", "card misplayed by dummy"),
    "dummy_indicated_card": ("明手未经庄家指令指定桌上的牌张", "dummy indicated a card without declarer's instruction"),
    "dummy_named_declarers_card": ("明手说出庄家手中的牌张（参与打牌）", "dummy named a card of declarer's hand "
                                   "(participating in the play)"),
    "dummy_asked_defender": ("明手询问防家是否有引牌花色（第42条B款1：不得询问防家）",
                             "dummy asked a defender whether he has the suit led (Law 42B1: not a defender)"),
    "dummy_drew_attention": ("明手违规提请注意", "dummy drew attention to an irregularity"),
    "dummy_warns_declarer": ("明手提示庄家引牌方位", "dummy warned declarer on the lead"),
    "dummy_asked_declarer": ("明手违反限制后询问庄家是否藏牌", "dummy asked declarer about a revoke after violating a "
                             "limitation"),
    "inquiry_of_partner": ("询问同伴是否有引牌花色（第61条B款：防家不得询问其同伴）",
                           "question to partner whether he has the suit led (Law 61B: a defender may not ask his "
                           "partner)"),
    "inquiry_not_given": ("作出第61条B款未给予的藏牌查询", "question about a revoke that Law 61B does not give"),
    "incomplete_designation": ("不完整的指定明手出牌", "incomplete designation of dummy's card"),
    "inadvertent_designation": ("疏忽指定的牌张", "inadvertent designation"),
    "lead_on_misinformation": ("因错误告知而越序引牌", "lead out of turn on misinformation"),
    "play_on_misinformation": ("基于错误解释打出的牌张", "card played on misinformation"),
    "simultaneous_cards": ("同时打出多张牌", "several cards played at once"),
    "play_after_claim": ("声称或承认后的打牌", "play after a claim or concession"),
    "lead_penalty": ("竞叫中的引牌判罚到期", "lead penalty from the auction falls due"),
    "penalty_card": ("罚张", "penalty card"),
    "claim": ("声称", "claim"),
    "defective_trick": ("有缺陷的牌墩", "defective trick"),
    "play_before_declarer_lead": ("庄家从正确方位引牌前防家打牌", "a defender played before declarer led from the right hand"),
    "concession": ("承认", "concession"),
}
SCOPE = {"next_turn": ("下一次轮到他叫牌时必须不叫", "must pass at his next turn"),
         "rest_of_auction": ("此后轮到他叫牌时必须永远不叫", "must pass whenever it is his turn to call")}
CHOICE = {"accept": ("接受", "accept"), "decline": ("不接受", "decline"),
          "spread": ("摊出手中的牌，成为明手", "spread his hand and become dummy"),
          "require_lead": ("要求引出", "require the lead of"), "forbid_lead": ("禁止引出", "forbid the lead of"),
          "penalty_card": ("让罚张保留", "let the card remain a penalty card"),
          "require_play": ("要求打出", "require the play of"), "forbid_play": ("禁止打出", "forbid the play of"),
          "lead_from": ("指定庄家从该方位引牌：", "name the hand declarer leads from:")}
VALUE = {"highest": ("最大牌张", "the highest card"), "lowest": ("最小牌张", "the lowest card")}
HOW = {"acquiesced": ("对方同意", "acquiesced in"), "awarded": ("由裁判判定", "as the director awards")}
PHASE = {"auction": ("竞叫中", "auction"), "play": ("打牌阶段", "play"), "passed_out": ("四家不叫，该副牌不打", "passed out"),
         "over": ("结束", "over")}


GRADE = {"major": ("重罚张", "major"), "minor": ("轻罚张", "minor")}  # Law 50B-C: 重罚张, 轻罚张
RANK_ZH = {"T": "10"}
CALL_ZH = {"P": "不叫", "PASS": "不叫", "X": "加倍", "XX": "再加倍"}
CALL_EN = {"P": "Pass", "PASS": "Pass", "X": "Double", "XX": "Redouble"}


def contract_text(contract: str, lang: str) -> str:
    """A contract: 4♠加倍, 3无将 in Chinese; 4♠ doubled, 3NT in English (the suit as its symbol)."""
    c = contract.strip().upper()
    doubled = ("再加倍" if lang == "zh" else " redoubled") if c.endswith("XX") else \
        ("加倍" if lang == "zh" else " doubled") if c.endswith("X") else ""
    return call_text(c.rstrip("X"), lang) + doubled


def card_text(card: str, lang: str) -> str:
    """A card as the table writes it: ♠K, ♥10 (no raw code such as SK), in both languages."""
    c = card.strip().upper()
    if len(c) != 2 or c[0] not in SUIT_SYMBOL:
        return card
    return SUIT_SYMBOL[c[0]] + RANK_ZH.get(c[1], c[1])


def call_text(call: str, lang: str) -> str:
    """A call: 1♥, 3无将, 不叫, 加倍 in Chinese; 1♥, 3NT, Pass, Double in English."""
    c = call.strip().upper()
    if c in CALL_ZH:
        return CALL_ZH[c] if lang == "zh" else CALL_EN[c]
    level, strain = c[:1], c[1:]
    if strain == "NT":
        return f"{level}无将" if lang == "zh" else f"{level}NT"
    return level + SUIT_SYMBOL.get(strain, strain)


def seat_name(seat: str | None, lang: str) -> str:
    if not seat:
        return "-"
    return SEAT_ZH[Seat(seat)] + "家" if lang == "zh" else SEAT_EN[Seat(seat)]


def suit_names(suits: list[str], lang: str) -> str:
    names = SUIT_ZH if lang == "zh" else SUIT_EN
    return ("、" if lang == "zh" else ", ").join(names.get(s, s) for s in suits)


def value_text(choice: str, value: str | None, lang: str) -> str:
    """What goes with a choice: a suit (require_lead, forbid_lead, forbid_play) or highest | lowest."""
    if not value:
        return ""
    if choice == "lead_from":
        return seat_name(value, lang)
    if value in VALUE:
        return VALUE[value][0 if lang == "zh" else 1]
    if value.upper() in SUIT_ZH:
        return suit_names([value.upper()], lang)
    if len(value) == 2 and value[0].upper() in SUIT_ZH:  # a card (penalty_card: the one designated)
        try:
            return card_text(value, lang)
        except (KeyError, ValueError):
            return value
    return value


def choice_text(choice: str, value: str | None, lang: str) -> str:
    """A choice the laws give, in words: 要求引出红心 / require the lead of hearts."""
    label = CHOICE.get(choice, (choice.replace("_", " "), choice.replace("_", " ")))[0 if lang == "zh" else 1]
    v = value_text(choice, value, lang)
    return (label + v if lang == "zh" else f"{label} {v}") if v else label


def _play_law(r: dict[str, Any]) -> bool:
    """The item comes from a play rule (Laws 41-71)."""
    law = str(r.get("law", ""))
    digits = law[:2] if law[:2].isdigit() else ""
    return bool(digits) and int(digits) >= 41


# --------------------------------------------------------------------------------- rectification items
# One rectification item in words. An item whose words only fill in who, which card, which trick or
# which call is a template (zh, en) below; a kind whose words depend on more of the item has its own
# small function, named after the kind. The play's kinds (Laws 41-71, and Law 26 in the play) and the
# auction's are kept apart: two kinds (penalty_card, accepted) are worded differently in each.

Words = tuple[str, str]  # (Chinese, English)
Wording = Callable[[dict[str, Any], str], str]
SIDE = {side: (SIDE_ZH[side] + "方", SIDE_EN[side]) for side in SIDES}  # 南北方 / North-South


def _fields(r: dict[str, Any], lang: str) -> dict[str, str]:
    """What a template may name: the seat, card, trick, call and the other seats of an item."""
    return {"seat": seat_name(r.get("seat"), lang), "card": card_text(r.get("card") or "", lang),
            "trick": str(r.get("trick")), "call": call_text(r.get("call") or "", lang),
            "declarer": seat_name(r.get("declarer"), lang), "by": seat_name(r.get("by"), lang),
            "withdrawn": card_text(r.get("withdrawn") or "", lang)}


def _say(words: Words, r: dict[str, Any], lang: str) -> str:
    return words[0 if lang == "zh" else 1].format(**_fields(r, lang))


PLAY_WORDS: dict[str, Words] = {
    "penalty_card_graded": ("裁判已依50B作出认定：罚张的等级由此确定", "the director has answered under Law 50B: the penalty card's grade is settled"),
    "question_answered": ("裁判已作出认定，该问题不再提出", "the director has answered; the question is no longer put"),
    "designation_corrected": ("裁判认定为疏忽指定并立即改正：{seat}收回{withdrawn}，改出{card}，不判罚",
                              "the director finds the designation inadvertent and changed at once: {seat} withdraws "
                              "{withdrawn} and plays {card} instead, without penalty"),
    "stated_lapses": ("裁判的认定使此前暂定的处理不再适用", "the director's answer lets what was stated provisionally lapse"),
    "penalty_card_grade_lapses": ("改出的牌张不是罚张：{seat}的{card}不再因它成为重罚张，回复其自身的等级",
                                  "the card named instead is no penalty card: {seat}'s {card} is no longer made major "
                                  "by it and takes its own grade again"),
    "penalty_cards_restated": ("{seat}仍持有的罚张及其处理重新说明", "the penalty cards {seat} still holds, and what they "
                               "oblige, are stated again"),
    "penalty_card_played": ("{seat}打出罚张{card}，该牌不再是罚张", "{seat} plays the penalty card {card}; it is no longer one"),
    "retract": ("{seat}将{card}从该墩撤回", "{seat} withdraws {card} from the trick"),
    "substitute": ("{seat}改出{card}", "{seat} plays {card} instead"),
    "must_accept": ("庄家可能已看到明手的牌，必须接受越序首引", "declarer may have seen dummy's cards and must accept the opening lead"),
    "accept_lead": ("越序引牌成为正常引牌", "the lead out of turn stands as a correct lead"),
    "dummy_spread": ("明手（{seat}）摊牌", "dummy ({seat}) spreads his hand"),
    "swap_declarer": ("庄家摊牌成为明手；{declarer}成为庄家",
                      "declarer spreads his hand and becomes dummy; {declarer} becomes declarer"),
    "lead_reverts": ("由{seat}从正确方位引牌", "the lead reverts to {seat}"),
    "revoke_established": ("{seat}在第{trick}墩的藏牌成立，不得再改正；打牌结束后按第64条转移赢墩",
                           "{seat}'s revoke on trick {trick} is established and may not be corrected;"
                           " after play, tricks are transferred under Law 64"),
    "establish_revoke": ("{by}违反第61条B款询问同伴{seat}：{seat}第{trick}墩的藏牌按成立处理",
                         "{by} asked his partner {seat} in breach of Law 61B: {seat}'s revoke on trick {trick} is "
                         "treated as established"),
    "correct_revoke": ("{seat}必须改正第{trick}墩的藏牌，打出合法牌张",
                       "{seat} must correct the revoke on trick {trick} with a legal card"),
    "play_designated": ("明手打出庄家指定的{card}", "dummy plays {card}, the card designated"),
    "defender_designates": ("任一防家可指定明手打出的牌张", "either defender may name the card dummy plays"),
    "designate_again": ("不打出牌张：庄家（{seat}）须重新指定明手的牌张",
                        "no card is played: declarer ({seat}) names dummy's card again"),
    "play_ceases": ("打牌立即停止", "play stops at once"),
    "penalty_not_given": ("已宣布的判罚（转移赢墩、罚张）不予执行", "the penalties announced (tricks transferred, a penalty "
                          "card) are not given"),
    "play_void": ("{seat}在声称或承认后打出的{card}无效", "{seat}'s {card}, played after the claim or concession, is void"),
    "claim_void": ("该承认不成立，打牌继续", "the concession does not stand; play continues"),
    "concession_cancelled": ("对不可能失去的牌墩的承认予以取消", "the concession of a trick that could not be lost is cancelled"),
    "dummy_suggested": ("裁判认定明手（{seat}）违规建议打牌：打牌继续；防家在其同伴之前对第{trick}墩的打牌不判罚（第57条C款）",
                        "the director finds dummy ({seat}) suggested a play: play continues; a defender's play before"
                        " his partner to trick {trick} is not penalised (Law 57C)"),
    "acquiescence_withdrawn": ("撤消默认：原已默认的失墩归还默认方，该副牌重新记分（第69条B款）",
                               "the acquiescence is withdrawn: the tricks acquiesced in go back and the board is"
                               " rescored (Law 69B)"),
    "contract_concession_cancelled": ("对已经完成的定约承认失败或对已经被击败的定约承认完成，该承认予以取消（第71条B款）",
                                      "the concession of a contract already made or already defeated is cancelled"
                                      " (Law 71B)"),
    "choice_lapses": ("该藏牌已成立，不得再予改正：等待中的选择已不能再作（第63条C款）",
                      "the revoke is established and may not be corrected: the waiting choice lapses (Law 63C)"),
    "adjusted_score": ("防家因明手建议的打法而受到损害：裁判判给调整分",
                       "the defenders were damaged by the play dummy suggested: the director awards an adjusted score"),
    "deemed_claim": ("{seat}摊牌，视为声称，按第68条处理", "{seat} faced his hand: a claim, ruled under Law 68"),
    "later_cards_may_change": ("防家在明手误打牌张后所打的牌张可以收回改换，不判罚",
                               "the defenders may withdraw and change the cards they played after dummy's misplaced card,"
                               " without penalty"),
    "lead_from_hand": ("庄家从{seat}引牌", "declarer leads from {seat}"),
    "choose_leading_hand": ("任一防家（如{by}）可指定庄家从哪一方位引牌",
                            "either defender (e.g. {by}) may choose the hand declarer leads from"),
    "may_play_any_card": ("{seat}无法履行该判罚，可打出其他任何合法牌张", "{seat} cannot comply and may play any other legal card"),
    "penalty_retained": ("{seat}此前打出罚张或履行引牌、打牌判罚的义务保留至以后执行",
                         "{seat}'s earlier obligation to play a penalty card or to comply with a lead or play penalty"
                         " is kept for later"),
    "statement_required": ("声称者必须说明打牌路线；有争议时按第70条裁决",
                           "the claimer must state his line of play; if contested, Law 70 decides"),
    "accepted": ("接受，视同合法", "accepted as legal"),
    "supply_card": ("{seat}须补出一张牌放入第{trick}墩", "{seat} must place a card in trick {trick}"),
    "deemed_revoke": ("{seat}被认为在第{trick}墩藏牌，按第64条最多转移一墩",
                      "{seat} is deemed to have revoked on trick {trick}: Law 64, at most one trick"),
    "extra_withdrawn": ("{seat}收回第{trick}墩多打的牌张，视为始终在其手中",
                        "{seat} withdraws the extra card from trick {trick}; it counts as always held"),
    "rights_unaffected": ("{seat}的打牌不影响对方的权利，对方仍可选择处理",
                          "{seat}'s play does not affect the opponents' rights: their choice still stands"),
    "right_exercised": ("明手询问庄家是否仍有引牌花色的牌张，是其权利（第42条B款1），不判罚",
                        "dummy's question to declarer, whether he has a card of the suit led, is his right (Law 42B1): "
                        "no rectification"),
}


def _penalty_card(r: dict[str, Any], lang: str) -> str:
    """Law 50: the card becomes a major or minor penalty card."""
    seat, card, grade = seat_name(r.get("seat"), lang), card_text(r.get("card") or "", lang), GRADE[r.get("grade") or "major"]
    if r.get("grade_awaits"):  # Law 50B: inadvertent or not is the director's judgment
        return (f"{seat}的{card}为罚张，轻重待裁判依第50条B款判断（暂按重罚张处理）" if lang == "zh"
                else f"{seat}'s {card} is a penalty card; major or minor waits on the director's Law 50B "
                     f"judgment (held as major meanwhile)")
    if r.get("due") == "on_correction":  # Law 62B1, before the correction is made
        return (f"{seat}改正时收回的{card}将成为{grade[0]}" if lang == "zh"
                else f"{seat}'s {card}, withdrawn in the correction, will become a {grade[1]} penalty card")
    if r.get("raised_from"):  # Law 50B: raised by a later penalty card of the same defender (`raised_by`)
        was = GRADE[r["raised_from"]]
        return (f"{seat}的{card}成为{was[0]}；{seat}其后有两张或以上罚张，该牌现为{grade[0]}（第50条B款）" if lang == "zh"
                else f"{seat}'s {card} became a {was[1]} penalty card; {seat} has since held two or more penalty "
                     f"cards, so it is now a {grade[1]} penalty card (Law 50B)")
    return f"{seat}的{card}成为{grade[0]}" if lang == "zh" else f"{seat}'s {card} becomes a {grade[1]} penalty card"


def _pick_up_penalty_cards(r: dict[str, Any], lang: str) -> str:
    """Law 50D2, 51B: the penalty cards of the suit named are (or may be) picked up."""
    seat, may = seat_name(r.get("seat"), lang), r.get("may")
    cards = " ".join(card_text(c, lang) for c in r.get("cards", []))
    return (f"{seat}{'可以' if may else ''}收回该花色的罚张 {cards}" if lang == "zh"
            else f"{seat} {'may pick' if may else 'picks'} up the penalty cards of that suit {cards}")


def _card_must_be_played(r: dict[str, Any], lang: str) -> str:
    """A card that must be played: a named card, (Law 54B1) the second card from declarer's hand, or
    (Law 54B2) dummy's second card, which stands unless it corrects a revoke."""
    if r.get("card"):
        words = ("{seat}的{card}必须打出", "{seat}'s {card} must be played")
    elif str(r.get("law", "")).startswith("54B1"):
        words = ("该墩牌的第二张牌由庄家手中打出", "the second card to the trick is played from declarer's hand")
    elif str(r.get("law", "")).startswith("54B2"):  # "除非是为了改正藏牌，否则不能收回"
        words = ("明手（{seat}）打出的第二张牌不能收回，除非是为了改正藏牌",
                 "dummy's ({seat}) second card may not be withdrawn, except to correct a revoke")
    else:
        words = ("{seat}必须打出该牌张", "{seat} must play that card")
    return _say(words, r, lang)


def _penalty_card_grade(r: dict[str, Any], lang: str) -> str:
    """Law 50B: the grade a rule gives. With a card (Law 24 -> 50B: one card exposed in the auction, graded
    on its own: "暴露的任何大牌……即成为重罚张") it is that card's grade; without one (50B.3) it is "一防家如有
    两张或更多的罚张时，所有罚张均成为重罚张", every card the player holds."""
    if r.get("card"):
        grade = GRADE[r.get("grade") or "major"]
        return _say((f"{{seat}}的{{card}}为{grade[0]}", f"{{seat}}'s {{card}} is a {grade[1]} penalty card"), r, lang)
    return _say(("{seat}有两张或以上罚张，全部为重罚张", "{seat} holds two or more penalty cards: all are major"), r, lang)


def _penalty_card_duty(r: dict[str, Any], lang: str) -> str:
    """Law 50C (a minor penalty card) or 50D (a major one): what the offender must do, and the
    unauthorized information it carries."""
    if r.get("grade") == "minor":
        words = ("{seat}在打出轻罚张前不得打出该花色9或9以下的小牌，但可打出任何大牌；其同伴从罚张得到的信息是非法信息",
                 "{seat} may not play a card of that suit below honour rank before the minor penalty card, but may"
                 " play any honour; partner's information from it is unauthorized")
    else:
        words = ("{seat}的重罚张必须于第一次合法机会打出（跟牌、引牌或打牌判罚优先）；从暴露的罚张产生的信息是非法信息",
                 "{seat} must play the major penalty card at the first legal opportunity (following suit and lead or"
                 " play penalties come first); information from the exposed card is unauthorized")
    return _say(words, r, lang)


DESIGNATED: Words = ("庄家指定{seat}先打出罚张{card}", "declarer designates {card} as the penalty card {seat} plays first")


def _designate_penalty_card(r: dict[str, Any], lang: str) -> str:
    """Law 51A: declarer designates which penalty card is played first (the card, once named)."""
    words = DESIGNATED if r.get("card") else ("由庄家指定{seat}先打出哪一张罚张（第51条A款）",
                                              "declarer designates which of {seat}'s penalty cards is played first"
                                              " (Law 51A)")
    return _say(words, r, lang)


def _penalty_card_designated(r: dict[str, Any], lang: str) -> str:
    """Law 51A: two or more penalty cards may legally be played; declarer designates one."""
    words = DESIGNATED if r.get("card") else ("{seat}有两张以上可合法打出的罚张：由庄家指定先出哪一张",
                                              "{seat} has two or more penalty cards he may legally play:"
                                              " declarer designates which")
    return _say(words, r, lang)


def _lead_restriction(r: dict[str, Any], lang: str) -> str:
    """Laws 26, 50D2, 51: a suit the offender's partner (or the offender) must lead or may not lead."""
    zh, seat = lang == "zh", seat_name(r.get("seat"), lang)
    suit = suit_names([r["suit"]], lang) if r.get("suit") else ""
    if r.get("restrict") == "require":
        return f"{seat}下次引牌时必须引出{suit}" if zh else f"{seat} must lead {suit} at his next lead"
    keep = ("在其保持引牌权期间" if zh else " for as long as he retains the lead") \
        if r.get("scope") == "while_retains_lead" else ""
    return f"{seat}{keep}不得引出{suit}" if zh else f"{seat} may not lead {suit}{keep}"


def _play_restriction(r: dict[str, Any], lang: str) -> str:
    """Law 57A: the card the offender's partner must play (highest, lowest) or a suit he may not play."""
    zh, seat, what = lang == "zh", seat_name(r.get("seat"), lang), r.get("restrict")
    if what in VALUE:
        return (f"{seat}本墩必须打出引牌花色的{VALUE[what][0]}" if zh
                else f"{seat} must play {VALUE[what][1]} of the suit led to this trick")
    suit = suit_names([r["suit"]], lang) if r.get("suit") else ""
    return f"{seat}本墩不得打出{suit}" if zh else f"{seat} may not play {suit} to this trick"


def _trick_transfer(r: dict[str, Any], lang: str) -> str:
    """Law 64: tricks transferred after the play."""
    to, n = SIDE.get(r.get("to", ""), (r.get("to"), r.get("to"))), r.get("tricks")
    if r.get("due") == "end_of_play":  # Law 64A, announced once the revoke is established
        return (f"藏牌已成立：打牌结束后，将{n}墩转给{to[0]}" if lang == "zh"
                else f"the revoke is established: after play, {n} trick(s) will be transferred to {to[1]}")
    return f"打牌结束后，将{n}墩转给{to[0]}" if lang == "zh" else f"after play, {n} trick(s) are transferred to {to[1]}"


def _claim_settled(r: dict[str, Any], lang: str) -> str:
    """Laws 69-71: a claim settled by the opponents' agreement or by the director."""
    how = HOW.get(r.get("how", ""), (r.get("how"), r.get("how")))
    side = SIDE.get(r.get("side", ""), ("-", "-"))
    return (f"声称{how[0]}：{side[0]}赢得剩余{r.get('of')}墩中的{r.get('tricks')}墩" if lang == "zh"
            else f"the claim is settled ({how[1]}): {side[1]} win {r.get('tricks')} of the {r.get('of')} tricks left")


def _replace_card(r: dict[str, Any], lang: str) -> str:
    """Laws 45C4b, 47C, 47E2a: the card withdrawn and the card played instead; Law 62C2: a defender's
    withdrawn card becomes a penalty card."""
    if r.get("penalty") == "penalty_card":
        words = ("{seat}收回{withdrawn}，改出{card}；收回的牌张成为罚张",
                 "{seat} withdraws {withdrawn} and plays {card} instead; the card withdrawn becomes a penalty card")
    else:
        words = ("{seat}收回{withdrawn}，改出{card}，不判罚",
                 "{seat} withdraws {withdrawn} and plays {card} instead, without penalty")
    return _say(words, r, lang)


def _revoke_established(r: dict[str, Any], lang: str) -> str:
    """Law 63A/63C: established, no longer corrected; or (63B, `as_if`) treated as established for Law 64's
    penalty while the revoker must still correct it — the correction is its own line."""
    words = (("{seat}第{trick}墩的藏牌按藏牌成立应用第64条处罚（藏牌者仍须改正）；打牌结束后按第64条转移赢墩",
              "{seat}'s revoke on trick {trick} is penalised under Law 64 as if the revoke had been established"
              " (it must still be corrected); after play, tricks are transferred under Law 64")
             if r.get("as_if") else PLAY_WORDS["revoke_established"])
    return _say(words, r, lang)


def _correct_revoke(r: dict[str, Any], lang: str) -> str:
    """Law 62A/62B: the revoke to be corrected, or (the log names the correction) the card withdrawn and the
    card played instead; whether the withdrawn card is a penalty card is its own line (62B1, 62B2)."""
    words = (("{seat}收回{withdrawn}，改出{card}，改正第{trick}墩的藏牌",
              "{seat} withdraws {withdrawn} and plays {card} instead, correcting the revoke on trick {trick}")
             if r.get("withdrawn") else PLAY_WORDS["correct_revoke"])
    return _say(words, r, lang)


def _treat_in_rotation(r: dict[str, Any], lang: str) -> str:
    """Law 60A: the irregular play (named when the item names its card) is treated as made in rotation."""
    words = (("该不合法的打牌（{seat}的{card}）视同依序出牌", "the irregular play ({seat}'s {card}) is treated as made in rotation")
             if r.get("card") else ("该不合法的打牌视同依序出牌", "the irregular play is treated as made in rotation"))
    return _say(words, r, lang)


def _concession_cancelled(r: dict[str, Any], lang: str) -> str:
    """Law 71A (a trick that could not be lost, the tricks given back) and 71B (a concession of the
    contract, the tricks left as the cards or the director decide them)."""
    zh, side = lang == "zh", SIDE.get(r.get("side", ""), ("-", "-"))
    if r.get("contract"):
        rest = ((f"；{side[0]}赢得剩余{r.get('of')}墩中的{r.get('tricks')}墩",
                 f"; {side[1]} win {r.get('tricks')} of the {r.get('of')} tricks left") if r.get("decided")
                else ("；剩余各墩由裁判判定", "; the director awards the tricks left"))
        return ("对已经完成的定约承认失败或对已经被击败的定约承认完成，该承认予以取消" + rest[0] if zh
                else "the concession of a contract already made or already defeated is cancelled" + rest[1])
    if r.get("tricks"):
        return (f"对不可能失去的牌墩的承认（或默认）予以取消，{r.get('tricks')}墩归还{side[0]}" if zh
                else f"the concession (or acquiescence) of a trick that could not be lost is cancelled: "
                     f"{r.get('tricks')} trick(s) back to {side[1]}")
    return _say(PLAY_WORDS["concession_cancelled"], r, lang)


def _choice_lapsed(r: dict[str, Any], lang: str) -> str:
    """Law 63C: a choice on a revoke card that can no longer be made (the revoke is established, 63A1)."""
    zh = lang == "zh"
    choices = [CHOICE.get(x, (x, x))[0 if zh else 1] for x in r.get("choices", [])]
    f = _fields(r, lang)
    return (f"{f['seat']}对{f['card']}的选择（{'、'.join(choices)}）已不能再作：该藏牌已成立（第63条A款1），不得再予改正（第63条C款）"
            if zh else f"{f['seat']}'s choice on {f['card']} ({', '.join(choices)}) can no longer be made: the revoke "
                       f"is established (Law 63A1) and may not be corrected (Law 63C)")


PLAY_KINDS: dict[str, Wording] = {
    "replace_card": _replace_card, "treat_in_rotation": _treat_in_rotation, "correct_revoke": _correct_revoke,
    "revoke_established": _revoke_established,
    "concession_cancelled": _concession_cancelled, "choice_lapsed": _choice_lapsed,
    "penalty_card": _penalty_card, "pick_up_penalty_cards": _pick_up_penalty_cards,
    "card_must_be_played": _card_must_be_played, "penalty_card_duty": _penalty_card_duty,
    "penalty_card_grade": _penalty_card_grade,
    "designate_penalty_card": _designate_penalty_card, "penalty_card_designated": _penalty_card_designated,
    "lead_restriction": _lead_restriction, "play_restriction": _play_restriction,
    "trick_transfer": _trick_transfer, "claim_settled": _claim_settled,
    # the consequences' own names (Laws 62B1, 64A): the items they add are penalty_card / trick_transfer, marked due
    "penalty_card_due": lambda r, lang: _penalty_card({**r, "due": "on_correction"}, lang),
    "trick_transfer_due": lambda r, lang: _trick_transfer({**r, "due": "end_of_play"}, lang),
}


def play_rectification_text(r: dict[str, Any], lang: str) -> str | None:
    """The play's rectification items (Laws 41-71 and Law 26 in the play), or None for another kind."""
    kind = r["kind"]
    if kind in PLAY_KINDS:
        return PLAY_KINDS[kind](r, lang)
    return _say(PLAY_WORDS[kind], r, lang) if kind in PLAY_WORDS else None


AUCTION_WORDS: dict[str, Words] = {
    "no_penalty": ("不判罚", "no rectification"),
    "procedural_penalty": ("裁判可给予程序性判罚（第90条）", "the director may give a procedural penalty (Law 90)"),
    "ruling_to_continue": ("裁判先按记录作一裁决，以使比赛继续进行", "the director first rules, on the facts as logged, so "
                           "that play may continue"),
    "result_cancelled": ("该副牌的打牌结果取消", "the result of the board is cancelled"),
    "play_normally": ("纠正牌张后，该副牌照常进行", "the hands are corrected and the board is played normally"),
    "accepted": ("该叫牌被接受，视同合法叫牌", "the call is accepted as legal"),
    "forfeit": ("处罚权丧失，越序叫牌视同未作出", "the right to rectification is forfeited"),
    "revert_turn": ("由{seat}叫牌", "the auction reverts to {seat}"),
    "no_double": ("{seat}该轮不得加倍或再加倍", "{seat} may not double or redouble at that turn"),
    "must_repeat": ("{seat}必须重复原叫牌{call}", "{seat} must repeat the call {call}"),
    "must_correct": ("{seat}必须改为足够叫牌或不叫", "{seat} must substitute a sufficient bid or a pass"),
    "must_substitute": ("{seat}必须改叫一合法叫牌", "{seat} must substitute a legal call"),
    "offender_chooses": ("{seat}选择：让第一个叫牌成立，或改叫任何合法叫牌",
                         "{seat} chooses: let the first call stand, or substitute any legal call"),
    "score_limit": ("违规方得分不得高于平均负分", "the offending side may score no more than average minus"),
    "auction_continues": ("竞叫未结束，由{seat}叫牌", "the auction is not over; {seat} calls"),
    "option": ("{seat}可选择接受或不接受", "{seat} may accept or decline"),
    "face_up": ("{seat}的暴露牌张摊在桌上直至竞叫结束", "{seat}'s exposed cards stay face up until the auction ends"),
    "lead_penalty_applies": ("引牌判罚成立", "the lead penalty applies"),
    "lead_penalty_lapses": ("引牌判罚不适用", "the lead penalty lapses"),
    "penalty_card_applies": ("罚张成立", "the penalty cards stand"),
    "penalty_card_lapses": ("违规者成为庄家或明手，不作罚张", "the offender is declarer or dummy: no penalty card"),
    "deemed_subsequent": ("视同接续叫牌", "deemed to be subsequent"),
    "not_repeated": ("越序的加倍或再加倍不能成立，不得重叫，应用第36条",
                     "the double or redouble out of rotation was inadmissible: it is not repeated, Law 36 applies"),
    "conventional_meaning": ("判罚针对约定叫关联的定约名目", "the rectification refers to the denominations shown"),
    "as_change_of_call": ("视为更改叫牌", "treated as a change of call"),
    "not_a_change": ("下家已接续叫牌，不得更改：原先的叫牌成立，该叫牌按其叫出时的情况处理",
                     "the LHO has called: no change; the first call stands and this call is dealt with as made"),
    "cancel_subsequent": ("{seat}的叫牌及其后所有叫牌予以取消", "{seat}'s call and all later calls are cancelled"),
    "void": ("{seat}的{call}不能成立，予以取消，不按加倍计分；其后的叫牌均成立",
             "{seat}'s {call} is void and doubles nothing; the later calls stand"),
    "watch_next_call": ("违规者的下一次叫牌将与被取消的叫牌对照", "the offender's next call is read against the cancelled call"),
    "lead_returned": ("{seat}的首引牌{card}收回，放回其手中", "{seat}'s opening lead {card} goes back to his hand"),
    "previous_call_cancelled": ("{seat}原先的叫牌予以取消", "{seat}'s previous call is cancelled"),
}


def _forced_pass(r: dict[str, Any], lang: str) -> str:
    """Laws 23, 30-32: the offender (or his partner) must pass, at his next turn or for the rest of the auction."""
    seat, scope = seat_name(r.get("seat"), lang), SCOPE[r["scope"]]
    return f"{seat}{scope[0]}" if lang == "zh" else f"{seat} {scope[1]}"


def _lead_penalty(r: dict[str, Any], lang: str) -> str:
    """Law 26: the lead declarer may require or forbid if the offenders defend; in the play (`waiting`),
    the penalty still waiting for the offender's partner's first lead (26A2 "首次获得引牌权")."""
    seat, suits, may = seat_name(r.get("seat"), lang), r.get("suits") or [], r.get("declarer_may", [])
    if r.get("waiting"):
        zh = (("要求或禁止" if len(may) > 1 else "禁止") + f"其引出{suit_names(suits, lang)}" if suits
              else "禁止其引出庄家指定的任一花色")
        en = (f"declarer may {' or '.join(may)} a {suit_names(suits, lang)} lead" if suits
              else "declarer may forbid the lead of any one suit he names")
        return f"{seat}首次获得引牌权时，庄家可{zh}（尚待执行）" if lang == "zh" \
            else f"When {seat} first has the lead: {en} (still to come)"
    if suits:
        what = ("要求或禁止" if len(may) > 1 else "禁止") + f"首次获得引牌权时引出{suit_names(suits, lang)}"
        en = f"declarer may {' or '.join(may)} a {suit_names(suits, lang)} lead at his first turn to lead"
    else:
        what, en = "禁止首次获得引牌权时引出庄家指定的任一花色", "declarer may forbid the lead of any one suit he names"
    return f"如违规方成为防家：庄家可对{seat}{what}" if lang == "zh" else f"If the offenders defend: {en} ({seat})"


def _auction_penalty_card(r: dict[str, Any], lang: str) -> str:
    """Law 24: a card exposed in the auction is a penalty card if the offender defends."""
    grade, card = GRADE[r.get("grade") or "major"], card_text(r["card"], lang)
    return f"如违规者成为防家：{card}为{grade[0]}" if lang == "zh" \
        else f"If the offender defends: {card} is a {grade[1]} penalty card"


def _cancel(r: dict[str, Any], lang: str) -> str:
    """A call cancelled (with every later call, when the item says so)."""
    later = ("（及其后所有叫牌）", " with all later calls") if r.get("subsequent") else ("", "")
    return _say(("{seat}的叫牌{call}予以取消" + later[0], "{seat}'s call {call} is cancelled" + later[1]), r, lang)


def _director_judgment(r: dict[str, Any], lang: str) -> str:
    """A question the law puts to the director, under the heading of its section."""
    q = r.get("question", {})
    return f"请裁判判断（{r.get('heading') or cite_zh(r['law'])}）：{q.get('zh', '')}" if lang == "zh" \
        else f"Director's judgment ({r.get('heading_en') or cite_en(r['law'])}): {q.get('en', '')}"


def _no_penalty(r: dict[str, Any], lang: str) -> str:
    """No rectification: for a named seat, or (Law 24A) none beyond the penalty card of Law 24."""
    if r.get("law") == "24A":
        return _say(("不进一步判罚", "no further rectification"), r, lang)
    if r.get("seat"):
        return _say(("{seat}不受判罚", "no rectification for {seat}"), r, lang)
    return _say(AUCTION_WORDS["no_penalty"], r, lang)


def _score_adjusted(r: dict[str, Any], lang: str) -> str:
    """Law 12A, 12C: the adjusted score the director awards — artificial (12C1) or either kind."""
    if r.get("score") == "artificial":
        return _say(("裁判判给人为调整分（第12条C款1）", "the director awards an artificial adjusted score (Law 12C1)"), r, lang)
    return _say(("裁判判给调整分（第12条C款）", "the director awards an adjusted score (Law 12C)"), r, lang)


def _appeal_right(r: dict[str, Any], lang: str) -> str:
    """Laws 84E, 85B: the players told of their right to appeal (84E: the offenders; 85B: both sides)."""
    if r.get("to") == "offenders":
        return _say(("告知违规方有申诉的权利", "the offending side is told of its right to appeal"), r, lang)
    return _say(("告知双方赛员有申诉的权利", "both sides are told of their right to appeal"), r, lang)


def _redeal(r: dict[str, Any], lang: str) -> str:
    """Law 13A3 (a redeal, Law 6), or 86C (none: the result might be known)."""
    if r.get("withheld"):
        return _say(("裁判不得要求重发该副牌（第6条）", "the director may not require a redeal (Law 6)"), r, lang)
    return _say(("该副牌须重发（第6条）", "the board is redealt (Law 6)"), r, lang)


AUCTION_KINDS: dict[str, Wording] = {
    "score_adjusted": _score_adjusted, "appeal_right": _appeal_right, "redeal": _redeal,
    "forced_pass": _forced_pass, "lead_penalty": _lead_penalty, "penalty_card": _auction_penalty_card,
    "cancel": _cancel, "director_judgment": _director_judgment, "no_penalty": _no_penalty,
}
BOTH_PHASES = ("penalty_card", "accepted")  # worded apart for the auction (Law 24, 27A...) and the play


def rectification_text(r: dict[str, Any], lang: str) -> str:
    """A rectification item in words: the play's wording for a play law or a kind only the play has,
    else the auction's; an unknown kind is named as it is."""
    kind = r["kind"]
    # a penalty card with no "if the offender defends" condition stands now, whatever law made it: the
    # play's words (a quiz key keeps the condition but not the law, rulings.quiz.keys.norm_rect)
    if _play_law(r) or kind not in BOTH_PHASES or (kind == "penalty_card" and not r.get("condition")):
        text = play_rectification_text(r, lang)
        if text is not None:
            return text
    if kind in AUCTION_KINDS:
        return AUCTION_KINDS[kind](r, lang)
    return _say(AUCTION_WORDS[kind], r, lang) if kind in AUCTION_WORDS else kind.replace("_", " ")


def condition_text(cond: dict[str, Any], lang: str) -> str:
    """The continuation an option's `then` entry supposes: `如上家叫2D，如南家叫3C`, or a choice."""
    zh = lang == "zh"
    who = seat_name(cond.get("seat"), lang)
    if cond.get("call"):
        text = f"如{who}叫{call_text(cond['call'], lang)}" if zh else f"if {who} calls {call_text(cond['call'], lang)}"
    else:
        what = choice_text(str(cond.get("choice", "")), cond.get("value"), lang)
        text = f"如{who}选择{what}" if zh else f"if {who} chooses to {what}"
    if cond.get("rho"):
        rho = call_text(str(cond["rho"]), lang)
        text = (f"如上家叫{rho}，" if zh else f"RHO {rho}, ") + text
    return text


def section_title(c: dict[str, Any], lang: str) -> str:
    """A citation's section title, or "" when it only repeats the heading ("第12条C款3 第12条C款3")."""
    title = str(c.get("section_title") if lang == "zh" else c.get("section_title_en") or c.get("section_title") or "")
    heading = str(c.get("heading") if lang == "zh" else c.get("heading_en") or "")
    return "" if not title or title == heading or title in heading else title


def ordered_citations(item: dict[str, Any]) -> list[dict[str, Any]]:
    """An item's citations in the order they apply: the section of the first rectification first, then
    the sections of the options, then the rest in the law's order (the ruling lists them by number)."""
    order: list[str] = [str(r.get("law", "")) for r in item.get("rectification", [])]
    for o in item.get("options", []):
        order += [str(c.get("ref", "")) for c in o.get("citations", [])]
        order += [str(r.get("law", "")) for r in o.get("rectification", [])]

    def rank(pair: tuple[int, dict[str, Any]]) -> tuple[int, int]:
        n, c = pair
        ref = str(c.get("ref", ""))
        hits = [i for i, law in enumerate(order) if law and (law == ref or law.startswith(ref) or ref.startswith(law))]
        return (min(hits) if hits else len(order), n)

    return [c for _, c in sorted(enumerate(item.get("citations", [])), key=rank)]


def rectification_lines(items: list[dict[str, Any]], lang: str) -> list[tuple[str, str]]:
    """(text, law) for each rectification item worth a line: options and judgments are shown apart,
    and a line said twice (东家收回♠A twice) is said once, with the laws of both."""
    out: dict[str, list[str]] = {}
    for r in items:
        if r.get("kind") in ("option", "director_judgment"):
            continue
        laws = out.setdefault(rectification_text(r, lang), [])
        if str(r.get("law", "")) not in laws:
            laws.append(str(r.get("law", "")))
    return [(text, ("、" if lang == "zh" else ", ").join(x for x in laws if x)) for text, laws in out.items()]


def lead_penalty_state_text(lp: dict[str, Any], lang: str) -> str:
    """A lead penalty (auction, Law 26) or a lead or play restriction (the play) still in force."""
    if "restriction" in lp:
        lead = str(lp["restriction"]).endswith("_lead")
        r = {**lp, "kind": "lead_restriction" if lead else "play_restriction",
             "restrict": lp.get("kind") if lead else lp["restriction"]}
    else:
        r = {**lp, "kind": "lead_penalty"}
    return rectification_text(r, lang)


def item_lines(n: int, item: dict[str, Any], lang: str) -> list[str]:
    """One ruling item: the irregularity and its offender, the citations in the order they apply, the
    rectification, the director's judgments, then the options."""
    zh = lang == "zh"
    name = IRREGULARITY.get(item["irregularity"], (item["irregularity"], item["irregularity"].replace("_", " ")))
    who = seat_name(item["offender"], lang) if item["offender"] else ""  # Law 12A1, 16B: no offender named
    by = f" by {who}" if who else ""
    out = [f"裁决{n}（第{event_number(item['event'])}项事件）：{who}{name[0]}" if zh
           else f"Ruling {n} (event {event_number(item['event'])}): {name[1]}{by}"]
    for c in ordered_citations(item):
        title = section_title(c, lang)
        text = str(c["text"]).replace("\n", "\n    ")  # a text of several paragraphs (75D2's examples) stays indented
        out.append(f"  {c['heading']} {title}：{text}".replace(" ：", "：") if zh
                   else f"  {c['heading_en']} {title}".rstrip())
    for text, law in rectification_lines(item["rectification"], lang):
        out.append(f"  · {text}" + (f"（{law}）" if zh else f" [{law}]"))
    for r in item["rectification"]:
        if r["kind"] == "director_judgment":
            out.append(f"  · {rectification_text(r, lang)}" + (f"（{r['law']}）" if zh else f" [{r['law']}]"))
            a = r.get("answered")
            if a and a.get("then"):
                out.append(f"    裁判的认定：{a['answer']['zh']}——{a['then']['zh']}" if zh
                           else f"    The director found: {a['answer']['en']} — {a['then']['en']}")
    for o in item.get("options", []):
        out += option_lines(o, lang)
    out += [chosen_line(c, lang) for c in item.get("chosen", [])]
    return out


def chosen_line(c: dict[str, Any], lang: str) -> str:
    """A choice made of the item's options: who chose what, at which event (by an action: a card played on)."""
    what = choice_text(str(c.get("choice", "")), c.get("value"), lang)
    n = event_number(int(c.get("event", 0)))
    if lang == "zh":
        how = "，以其行动表示" if c.get("implicit") else ""
        return f"  已选择：{seat_name(c.get('by'), lang)}{what}（第{n}项事件{how}）"
    how = ", by his action" if c.get("implicit") else ""
    return f"  Chosen: {seat_name(c.get('by'), lang)} — {what} (event {n}{how})"


def _headings(citations: list[dict[str, Any]], lang: str) -> str:
    return "、".join(c["heading"] for c in citations) if lang == "zh" else ", ".join(c["heading_en"] for c in citations)


def option_lines(o: dict[str, Any], lang: str) -> list[str]:
    """A choice the laws give: who may make it, the sections it leads to, its rectification, and what
    follows from each continuation it supposes (`then`)."""
    label = choice_text(o["choice"], o.get("value"), lang)
    refs = _headings(o["citations"], lang)
    arrow = f" → {refs}" if refs else ""
    out = [f"  选项：{seat_name(o.get('by'), lang)}可选择{label}{arrow}" if lang == "zh"
           else f"  Option: {seat_name(o.get('by'), lang)} may {label}{arrow}"]
    for line in dict.fromkeys(rectification_text(r, lang) for r in o["rectification"]):  # a line said once
        out.append(f"      · {line}")
    for t in o.get("then", []):
        heads = _headings(t["citations"], lang)
        colon, semicolon = ("：", "；") if lang == "zh" else (": ", "; ")
        out.append(f"      {condition_text(t['if'], lang)}" + (f" → {heads}" if heads else "") + colon
                   + semicolon.join(rectification_text(r, lang) for r in t["rectification"]))
    return out


def state_lines(st: dict[str, Any], lang: str) -> list[str]:
    """The state of the table under the ruling: the phase and who acts next, forced passes, lead
    penalties and restrictions, the play's state, the contract."""
    zh = lang == "zh"
    phase = PHASE.get(st["phase"], (st["phase"], st["phase"]))
    out = [f"现状：{phase[0]}；下一位行动者：{seat_name(st.get('next_to_act'), lang)}" if zh
           else f"State: {phase[1]}; next to act: {seat_name(st.get('next_to_act'), lang)}"]
    for f in st.get("forced_passes", []):
        out.append(f"  强制不叫：{seat_name(f['seat'], lang)} {SCOPE[f['scope']][0]}（{f['law']}）" if zh
                   else f"  Forced pass: {seat_name(f['seat'], lang)} {SCOPE[f['scope']][1]} [{f['law']}]")
    for lp in st.get("lead_penalties", []):
        status = {"firm": ("已成立", "in force"), "pending": ("待定", "pending")}.get(lp.get("status", ""), ("", ""))
        out.append("  " + lead_penalty_state_text(lp, lang) + (f"（{lp['law']}，{status[0]}）" if zh
                                                                 else f" [{lp['law']}, {status[1]}]"))
    out.extend(play_state_lines(st, lang))
    if st.get("contract"):
        c = st["contract"]
        out.append(f"  定约：{contract_text(c['text'], lang)}，庄家{seat_name(c['declarer'], lang)}，首引{seat_name(c['opening_leader'], lang)}" if zh
                   else f"  Contract: {contract_text(c['text'], lang)} by {seat_name(c['declarer'], lang)}, opening lead {seat_name(c['opening_leader'], lang)}")
    return out


def render_text(ruling: dict[str, Any], lang: str = "zh") -> str:
    """The ruling as text for a director at the table. Events are counted from 1, as the table counts."""
    out: list[str] = []
    if not ruling["rulings"]:
        out.append("未发现违规。" if lang == "zh" else "No irregularity found.")
    for n, item in enumerate(ruling["rulings"], 1):
        out += item_lines(n, item, lang)
    return "\n".join([*out, "", *state_lines(ruling["state"], lang)])


def play_state_lines(st: dict[str, Any], lang: str) -> list[str]:
    """The play's state: tricks won, the trick in progress, penalty cards, the result and its score."""
    zh = lang == "zh"
    out: list[str] = []
    if "tricks" in st:
        t = st["tricks"]
        out.append(f"  已打{st.get('tricks_played', 0)}墩：南北{t.get('NS', 0)}墩，东西{t.get('EW', 0)}墩" if zh
                   else f"  Tricks played: {st.get('tricks_played', 0)}; North-South {t.get('NS', 0)}, "
                        f"East-West {t.get('EW', 0)}")
    if st.get("current_trick"):
        cards = " ".join(f"{seat_name(s, lang)}{card_text(c, lang)}" if zh else f"{seat_name(s, lang)} {card_text(c, lang)}" for s, c in st["current_trick"])
        out.append(f"  当前牌墩：{cards}" if zh else f"  Trick in progress: {cards}")
    for pc in st.get("penalty_cards", []):
        grade = GRADE.get(pc.get("grade") or "major", ("", ""))
        out.append(f"  罚张：{seat_name(pc['seat'], lang)} {card_text(pc['card'], lang)}（{grade[0]}，{pc['law']}）" if zh
                   else f"  Penalty card: {seat_name(pc['seat'], lang)} {card_text(pc['card'], lang)} ({grade[1]}) [{pc['law']}]")
    p = st.get("pending")
    if p and "choices" in p and st.get("phase") in ("play", "over"):
        values = p.get("values") or [None] * len(p["choices"])
        opts = ("、" if zh else ", ").join(choice_text(c, v, lang) for c, v in zip(p["choices"], values, strict=True))
        out.append(f"  待选择：{seat_name(p.get('by'), lang)}可选择{opts}" if zh
                   else f"  Waiting: {seat_name(p.get('by'), lang)} may choose: {opts}")
    res = st.get("result")
    if res:
        sc = res.get("score", {})
        made = ("定约完成" if sc.get("made") else "定约宕") if zh else ("made" if sc.get("made") else "defeated")
        if zh:
            out.append(f"  结果：庄家{seat_name(res['declarer'], lang)}共得{res['declarer_tricks']}墩（打出"
                       f"{res['declarer_tricks_played']}墩，声称{res['declarer_tricks_claimed']}墩，转移"
                       f"{res['transferred']:+d}墩），{made}；得分 南北{sc.get('ns')}，东西{sc.get('ew')}")
        else:
            out.append(f"  Result: declarer {seat_name(res['declarer'], lang)} takes {res['declarer_tricks']} tricks "
                       f"({res['declarer_tricks_played']} played, {res['declarer_tricks_claimed']} claimed, "
                       f"{res['transferred']:+d} transferred), {made}; score North-South {sc.get('ns')}, "
                       f"East-West {sc.get('ew')}")
    return out


# ------------------------------------------------------------------------------------------- the quiz
# The words of the quiz (`rulings.quiz.asking`): the events of a question's log, the question asked,
# and the items of a focused key. Every fact comes from the log or the key.

CHOSEN = {"require_lead": ("要求引出", "requires a lead of"), "forbid_lead": ("禁止引出", "forbids a lead of"),
          "penalty_card": ("让该牌保留为罚张", "keeps the penalty card"), "require_play": ("要求打出", "requires the"),
          "forbid_play": ("禁止打出", "forbids playing"), "spread": ("要求庄家摊牌", "has declarer spread"),
          "accept": ("接受", "accepts"), "decline": ("不接受", "declines"),
          "lead_from": ("指定庄家从该方位引牌：", "names the hand declarer leads from:")}
CALL_NOTES = {"replaces": ("更改叫牌", "a change of call"), "inadvertent": ("无意中", "inadvertent"),
              "simultaneous": ("与上一叫牌同时作出", "made at the same time as the call before"),
              "wrong_board": ("用错误牌套的牌叫出", "made with the cards of the wrong board"),
              "premature_lead": ("过早首引", "premature opening lead"),
              "hesitation": ("明显迟疑后作出", "after a marked hesitation")}
FINDING = {"yes": ("是", "yes"), "no": ("否", "no"), "omitted": ("少出了一张牌", "a card was omitted"),
           "too_many": ("多出了一张牌", "a card too many"), "inadvertent": ("无意", "inadvertent"),
           "deliberate": ("有意", "deliberate"), "adjusted_score": ("判给调整分", "an adjusted score is awarded"),
           "acquiesced": ("对方已默认", "acquiesced in"),  # Law 69A: 默认的成立
           "current_trick": ("所暴露的牌张涉及当前未完成的牌墩", "the exposed cards concern the current trick"),  # Laws 49, 68
           # the facts the director finds where a law rules on them (Laws 13, 16B, 85B, 13A3)
           "wrong_count": ("该手牌牌张数目有误", "the hand had an incorrect number of cards"),
           "seen": ("该赛员已看到他人的牌张", "the player had seen another player's card(s)"),
           "extraneous": ("该赛员无意间获得了该副牌的非法信息", "the player accidentally received unauthorized "
                          "information about the board"),
           "misdealt": ("该副牌发牌有误", "the board was misdealt"),
           "disputed": ("事实有争议，不能确定", "the facts are disputed and cannot be determined")}
ASK = {"ruling": ("裁决是什么？（引用条款与纠正办法）", "What is the ruling? (laws and rectification)"),
       "law": ("适用哪些条款？", "Which laws apply?"),
       "next": ("现在轮到谁行动？", "Who acts next?"),
       "next_play": ("现在轮到谁出牌（或叫牌）？", "Who plays (or calls) next?"),
       "penalty": ("现在有哪些罚张？谁必须引出或不得引出哪一花色？",
                   "Which penalty cards stand now, and who must lead or may not lead which suit?"),
       "tricks": ("藏牌成立：转移几墩，转给哪一方？",
                  "The revoke is established: how many tricks are transferred, and to which side?")}


def chosen_text(choice: Any, lang: str) -> str:
    """A choice made at the table: 要求引出梅花 / requires a lead of clubs; 要求打出最大牌张."""
    zh = lang == "zh"
    if isinstance(choice, dict) and len(choice) == 1:
        (k, v), = choice.items()
        what = value_text(k, str(v), lang) if str(v).lower() in VALUE or str(v).upper() in SUIT_ZH \
            else card_text(str(v), lang)
        verb = CHOSEN.get(k, (k, k))
        return f"{verb[0]}{what}" if zh else f"{verb[1]} {what}"
    verb = CHOSEN.get(str(choice), (str(choice), str(choice)))
    return verb[0] if zh else verb[1]


def vulnerability_text(vul: str, lang: str) -> str:
    from rulings.seats import VULNERABILITY_ZH

    if lang == "zh":
        return VULNERABILITY_ZH.get(vul, vul)
    return {"none": "none vulnerable", "NS": "North-South vulnerable", "EW": "East-West vulnerable",
            "both": "both vulnerable"}.get(vul, vul)


def _call_event(e: dict[str, Any], who: str, lang: str) -> str:
    """A call, with what the log says of it: a change of call, inadvertent, simultaneous, conventional
    and the suits it shows (Law 26A / 29C)."""
    zh = lang == "zh"
    notes = [CALL_NOTES[k][0 if zh else 1] for k in ("replaces", "inadvertent", "simultaneous", "wrong_board",
                                                      "hesitation") if e.get(k)]
    if e.get("names"):
        named = call_text(str(e["names"]), lang)
        notes.append(f"说出“{named}”" if zh else f"naming {named}")
    shows = suit_names([str(x) for x in e.get("suits") or []], lang)
    if e.get("conventional"):
        notes.append((f"约定性叫牌，表示{shows}" if shows else "约定性叫牌") if zh
                     else (f"conventional, showing {shows}" if shows else "conventional"))
    elif shows:
        notes.append(f"表示{shows}" if zh else f"showing {shows}")
    extra = (f"（{'，'.join(notes)}）" if zh else f" ({', '.join(notes)})") if notes else ""
    return f"{who}叫{call_text(str(e['call']), lang)}{extra}" if zh else f"{who} {call_text(str(e['call']), lang)}{extra}"


def _choice_event(e: dict[str, Any], who: str, lang: str) -> str:
    return f"{who}选择{chosen_text(e['choose'], lang)}" if lang == "zh" else f"{who} {chosen_text(e['choose'], lang)}"


def _expose_event(e: dict[str, Any], who: str, lang: str) -> str:
    zh = lang == "zh"
    shown = " ".join(card_text(str(c), lang) for c in e["expose"])
    note = CALL_NOTES["premature_lead"][0 if zh else 1] if e.get("premature_lead") else ""
    return (f"{who}暴露{shown}" + (f"（{note}）" if note else "")) if zh \
        else f"{who} exposes {shown}" + (f" ({note})" if note else "")


def _director_event(e: dict[str, Any], who: str, lang: str) -> str:
    if who:  # Law 43A1a, 16B: who summoned him
        return f"{who}召请裁判到桌" if lang == "zh" else f"{who} calls the director"
    return "裁判被召请到桌" if lang == "zh" else "the director is called"


def _reserve_event(e: dict[str, Any], who: str, lang: str) -> str:
    """Law 16A1: the right to summon the director later reserved (no summons)."""
    return f"{who}宣称保留稍后召请裁判的权利" if lang == "zh" else f"{who} reserves the right to call the director later"


def _review_event(e: dict[str, Any], who: str, lang: str) -> str:
    """Law 20B-E: a review of the auction, as the player stated it."""
    calls = " ".join(call_text(c, lang) for c in str(e["review"]).split())
    return f"{who}复述叫牌过程：{calls}" if lang == "zh" else f"{who} reviews the auction: {calls}"


def _spectator_event(e: dict[str, Any], who: str, lang: str) -> str:
    """Law 11B: a spectator, responsible to the side named, first drew attention to the irregularity."""
    side = SIDE.get(str(e["spectator"]), (str(e["spectator"]), str(e["spectator"])))
    return (f"应由{side[0]}负责的观众率先指出违规" if lang == "zh"
            else f"a spectator for whom {side[1]} are responsible first draws attention to the irregularity")


def _lead_event(e: dict[str, Any], who: str, lang: str) -> str:
    card = card_text(str(e["lead"]), lang)
    return f"{who}引{card}" if lang == "zh" else f"{who} leads {card}"


def _play_event(e: dict[str, Any], who: str, lang: str) -> str:
    zh, card = lang == "zh", card_text(str(e["play"]), lang)
    note = ("（更换先前打出的牌张）" if zh else " (instead of the card played before)") if e.get("replaces") else ""
    if e.get("hesitation"):  # Law 73D, 73F2
        note += "（明显迟疑后打出）" if zh else " (after a marked hesitation)"
    return f"{who}出{card}{note}" if zh else f"{who} plays {card}{note}"


DESIGNATION = {"low": ("小牌", "low"), "high": ("大牌", "high"), "any": ("一张牌（未说明哪一张）", "a card, not saying which")}


def _designate_event(e: dict[str, Any], who: str, lang: str) -> str:
    """Law 46: declarer's designation of dummy's card (a rank, a suit, high, low, or no card at all)."""
    d = str(e["designate"])
    what = DESIGNATION.get(d.lower())
    if what is None and d.upper() in SUIT_ZH:
        what = (SUIT_ZH[d.upper()], SUIT_EN[d.upper()])
    what_s = (what[0] if lang == "zh" else what[1]) if what else RANK_ZH.get(d.upper(), d.upper())
    return f"{who}指定明手出{what_s}" if lang == "zh" else f"{who} designates {what_s} from dummy"


def _claim_event(e: dict[str, Any], who: str, lang: str) -> str:
    zh = lang == "zh"
    text = f"{who}声称{e['claim']}墩" if zh else f"{who} claims {e['claim']} tricks"
    return text + (f"：“{e['statement']}”" if zh else f": \"{e['statement']}\"") if e.get("statement") else text


def _concede_event(e: dict[str, Any], who: str, lang: str) -> str:
    if e.get("concede") == "contract":  # Law 71B: by declarer, defeat; by a defender, fulfilment
        return (f"{who}承认定约（庄家承认定约失败，防家承认定约完成）" if lang == "zh"
                else f"{who} concedes the contract (declarer its defeat, a defender its fulfilment)")
    return f"{who}承认{e['concede']}墩" if lang == "zh" else f"{who} concedes {e['concede']} tricks"


def _indicate_event(e: dict[str, Any], who: str, lang: str) -> str:
    """Law 45F: dummy indicates a card without declarer's instruction (the card is not played)."""
    shown = card_text(str(e["indicate"]), lang)
    return (f"{who}（明手）未经庄家指令指定桌上的{shown}" if lang == "zh"
            else f"{who} (dummy) indicates {shown} without declarer's instruction")


def _names_card_event(e: dict[str, Any], who: str, lang: str) -> str:
    """Law 49: a defender names a card in his hand without showing it (`names_card`)."""
    named = card_text(str(e["names_card"]), lang)
    return f"{who}指明其手中有{named}（未出示）" if lang == "zh" else f"{who} names {named} in his hand (not shown)"


def _asks_event(e: dict[str, Any], who: str, lang: str) -> str:
    """Law 61B: a player asks another whether he has a card of the suit led (`asks`)."""
    asked = seat_name(str(e["asks"]), lang)
    return (f"{who}询问{asked}是否有引牌花色的牌张" if lang == "zh"
            else f"{who} asks {asked} whether he has a card of the suit led")


def _object_event(e: dict[str, Any], who: str, lang: str) -> str:
    return f"{who}提出异议" if lang == "zh" else f"{who} objects"


def _finding_event(e: dict[str, Any], who: str, lang: str, judgment: dict[str, str] | None) -> str:
    """The director's finding, told as the answer to the judgment question of its section (or with
    the note the log gives it): never the section's number."""
    zh = lang == "zh"
    answer = FINDING.get(str(e["finding"]), (str(e["finding"]), str(e["finding"])))[0 if zh else 1]
    trick = (f"（第{e['trick']}墩）" if zh else f" (trick {e['trick']})") if e.get("trick") else ""
    if who:
        trick = (f"（关于{who}）" if zh else f" (about {who})") + trick
    if judgment:  # the judgment question of the finding's section, or its title: never its number
        return (f"裁判认定{trick}：{judgment['zh']}——{answer}" if zh
                else f"the director finds{trick}: {judgment['en']} - {answer}")
    note = f"：{e['note']}" if zh and e.get("note") else f": {e['note']}" if e.get("note") else ""
    return f"裁判认定{trick}：{answer}{note}" if zh else f"the director finds{trick}: {answer}{note}"


EventWording = Callable[[dict[str, Any], str, str], str]
# the event kinds, by the key that names them in a log, in the order they are looked for
EVENT_WORDS: dict[str, EventWording] = {
    "call": _call_event, "choose": _choice_event, "expose": _expose_event, "director": _director_event,
    "lead": _lead_event, "play": _play_event, "designate": _designate_event, "claim": _claim_event,
    "concede": _concede_event, "object": _object_event, "indicate": _indicate_event,
    "names_card": _names_card_event, "asks": _asks_event, "reserve": _reserve_event, "review": _review_event,
    "spectator": _spectator_event,
}
FLAG_EVENTS = ("director", "object", "reserve")  # `director: true`, `object: true`: the event is there when the flag is set


def event_text(e: dict[str, Any], lang: str, judgment: dict[str, str] | None = None) -> str:
    """One event of a log in words: the call with what the log says of it (a conventional call with
    the suits it shows, Law 26A / 29C), a choice, exposed cards, a lead or play, a claim, a finding.
    A finding is told as the director's answer to the judgment question of its law (`judgment`), so
    a question never names the section it asks for."""
    who = seat_name(e.get("seat"), lang) if e.get("seat") else ""
    kind = next((k for k in EVENT_WORDS if (e.get(k) if k in FLAG_EVENTS else k in e)), None)
    if kind is not None:
        return EVENT_WORDS[kind](e, who, lang)
    if "finding" in e:
        return _finding_event(e, who, lang, judgment)
    return "、".join(f"{k}={v}" for k, v in e.items())


def focus_item_text(token: str, lang: str) -> str | None:
    """An item of a focused key (`pc|W|CK|major`, `lead|E|C|may`, `tricks|NS|2`) in words; None if the
    token is a rectification item's (see `rectification_text`)."""
    zh = lang == "zh"
    head, *rest = token.split("|")
    if head == "pc" and len(rest) == 3:
        seat, card, grade = rest
        g = GRADE.get(grade, (grade, grade))
        return (f"{seat_name(seat, lang)}有{g[0]}{card_text(card, lang)}" if zh
                else f"{seat_name(seat, lang)} has a {g[1]} penalty card, {card_text(card, lang)}")
    if head == "lead" and len(rest) == 3:
        seat, su, kind = rest
        who = seat_name(seat, lang)
        name = ("任一花色" if lang == "zh" else "any suit") if su == "any" else suit_names(su.split(","), lang)
        if kind == "may":
            return f"庄家可要求或禁止{who}首次获得引牌权时引出{name}" if zh else f"declarer may require or forbid {who}'s lead of {name}"
        if kind == "may_forbid":
            return (f"庄家可禁止{who}引出庄家指定的任一花色" if zh
                    else f"declarer may forbid {who} to lead any one suit he names")
        if kind == "require":
            return f"{who}必须引出{name}" if zh else f"{who} must lead {name}"
        return f"{who}在保持引牌权期间不得引出{name}" if zh else f"{who} may not lead {name} while he retains the lead"
    if head == "tricks" and len(rest) == 2:
        side = SIDE.get(rest[0], (rest[0], rest[0]))
        return f"转给{side[0]}{rest[1]}墩" if zh else f"{rest[1]} trick(s) transferred to {side[1]}"
    return None
