"""The closed registry of words a rule may use: the kinds of fact the table model asserts (with
their fields), the consequences a rule may name (with their parameters), and the keys with which a law
declares what the director's finding under it sets (`FINDING_KEYS`, a section's `finding:`).

A law file that uses a word not registered here fails when the lawbook is loaded, with the file
and line, not when a director is waiting. `export_schema()` gives the registry as data for the docs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SEAT_EXPRS = (
    "seat", "seat.partner", "seat.lho", "seat.rho",
    "offender", "offender.partner", "offender.lho", "offender.rho",
    "declarer", "dummy", "turn_of", "skipped",
)
ROLES = ("offender", "offender_partner", "offender_lho", "offender_rho")
POSITIONS = ("self", "lho", "partner", "rho")
CALL_KINDS = ("bid", "pass", "double", "redouble")
SCOPES = ("next_turn", "rest_of_auction")


@dataclass(frozen=True)
class FieldSpec:
    type: type | tuple[type, ...]
    values: tuple[Any, ...] = ()  # closed set of values, where there is one
    doc: str = ""


def _b(doc: str) -> FieldSpec:
    return FieldSpec(bool, doc=doc)


def _s(doc: str, values: tuple[Any, ...] = ()) -> FieldSpec:
    return FieldSpec(str, values, doc)


def _i(doc: str) -> FieldSpec:
    return FieldSpec(int, doc=doc)


COMMON = {
    "kind": _s("the fact kind"),
    "seq": _i("the event number the fact comes from"),
    "phase": _s("auction | play", ("auction", "play")),
    "seat": _s("the player who acted", ("N", "E", "S", "W")),
    "offender": _s("the offender of the irregularity the fact is about", ("N", "E", "S", "W")),
    "irregularity": _s("the irregularity the fact is about, where one is open"),
    "ruling": _i("the ruling item this fact belongs to"),
}

CALL_FIELDS = {
    "call": _s("the call as written: 1H, 3NT, P, X, XX"),
    "call_kind": _s("bid | pass | double | redouble", CALL_KINDS),
    "level": _i("level of a bid, 0 for other calls"),
    "strain": _s("denomination of a bid", ("C", "D", "H", "S", "NT")),
    "turn_of": _s("whose turn it was by rotation (Law 17C)", ("N", "E", "S", "W")),
    "position": _s("whose turn it was, seen from the caller: self | lho | partner | rho", POSITIONS),
    "in_turn": _b("the caller was on turn"),
    "any_bid_before": _b("some player had bid before this call (Law 30A/30B)"),
    "called_before": _b("the caller had made a call before this one (Law 31B)"),
    "sufficient": _b("a bid that overcalls the last bid (Law 18C/18D)"),
    "double_legal": _b("a double or redouble that Law 19 permits"),
    "beyond_seven": _b("a bid above the seven level (Law 38)"),
    "after_final_pass": _b("the auction had ended when this call was made (Law 39)"),
    "caller_declaring_side": _b("after the final pass: the caller is to be declarer or dummy (Law 39A)"),
    "passed_out": _b("after the final pass: the auction was passed out, so there is no contract, no declarer "
                     "and no defender (Law 39)"),
    "under_forced_pass": _s("the caller is under a compulsory pass (Law 37)", SCOPES),
    "double_restricted": _b("a double or redouble by a player who may not double at this turn (Law 30B2b)"),
    "turn_of_barred": _b("the player whose turn it was must pass this turn (Law 28A)"),
    "conventional": _b("annotation: the call is conventional"),
    "has_suits": _b("the call relates to one or more suits (a suit bid, or the annotated suits)"),
    "replaces": _b("the call takes the place of the caller's previous call (Law 25)"),
    "inadvertent": _b("annotation: a slip changed without pause for thought (Law 25A)"),
    "partner_called_since": _b("with replaces: partner called after the replaced call (Law 25A)"),
    "lho_called_since": _b("with replaces: LHO called after the replaced call (Law 25B)"),
    "replaced_legal": _b("with replaces: the replaced call was legal (Law 25B2a/b)"),
    "misinformed": _b("with replaces: the call replaced was made after a call of the opponents that was explained, "
                      "alerted, or conventional and not alerted (Law 21B1: 可能系因对方错误解释而作出); finding: "
                      "false once the director found the call was not made because of it (21B1 否)"),
    "explainer": _s("with misinformed: the player who explained (or failed to alert) the opponents' call the change "
                    "follows, its caller's partner: the side that gave the misinformation (Law 21B1, 75)",
                    ("N", "E", "S", "W")),
    "rho_changed_on_misinformation": _b("with replaces: the caller's RHO has since changed a call made after the "
                                        "opponents' explanation (Law 21B2: 其下家亦可更改其接续叫牌)"),
    "explanation_correct": _b("with replaces: finding: the director found correct every explanation of the "
                              "opponents' calls made before the call replaced (Law 75, example 2: the call was "
                              "mistaken, not the explanation) — there was no misinformation"),
    "simultaneous": _b("annotation: made at the same time as the call of the player on turn (Law 33)"),
    "wrong_board": _b("annotation: the caller had taken his cards from the wrong board (Law 17D)"),
    "misnamed": _b("with the `names` annotation: the bid named with a double (redouble) is not the opponents' "
                   "(own side's) last bid (Law 19A3/19B3); absent when no bid was named"),
    "pending": _s("a choice the laws give is waiting: the irregularity it belongs to"),
    "pending_role": _s("the caller's part in that choice: chooser | turn_holder | offender | other",
                       ("chooser", "turn_holder", "offender", "other")),
    "follows": _s("the earlier cancelled irregularity whose rectification this call settles"),
    "follows_ruling": _i("the ruling item of that earlier irregularity"),
    "follows_offender": _s("the offender of that earlier irregularity", ("N", "E", "S", "W")),
    "follows_position": _s("whose turn it was at that earlier irregularity", POSITIONS),
    "role": _s("the caller's relation to that offender", ROLES),
    "rho_action": _s("what the offender's RHO did after the cancellation", CALL_KINDS + ("none",)),
    "repeats_call": _b("the call repeats the cancelled call exactly"),
    "repeats_denomination": _b("the call repeats the cancelled call's denomination (Law 31A2)"),
    "repeats_shown_strain": _b("the call is a bid in a suit the cancelled conventional call showed (Law 29C)"),
    "lowest_sufficient_same_strain": _b("the lowest sufficient bid in the insufficient bid's denomination (Law 27B1)"),
    "conventional_unmarked": _b("the log does not say whether the cancelled call, or this call, is conventional "
                                "(Law 27B1a: 无可置疑 is then the director's)"),
    "cancelled_conventional": _b("the cancelled call was conventional"),
    "cancelled_call": _s("the cancelled call this fact settles"),
    "cancelled_call_kind": _s("its kind", CALL_KINDS),
    "cancelled_has_suits": _b("it related to one or more specific suits (Law 26A)"),
}

CANCELLED = {k: v for k, v in CALL_FIELDS.items() if k.startswith("cancelled_")}

FACT_KINDS: dict[str, dict[str, FieldSpec]] = {
    "call": CALL_FIELDS,
    "choice": {
        "choice": _s("accept | decline | called_in_turn (the player on turn called before the choice: Law 28B)",
                     ("accept", "decline", "called_in_turn")),
        "turn_holder_side": _s("the player whose turn it was, seen from the offender: one of the opponents, or "
                               "the offender's partner (Law 28B: 对方)", ("opponents", "offending")),
        "turn_holder_called": _b("the player whose turn it was has called at that turn, before the choice"),
        "turn_holder_call_kind": _s("the kind of that call", CALL_KINDS),
        "implicit": _b("the choice was made by calling, not by saying so"),
        "position": _s("whose turn it was at the irregularity, seen from the offender", POSITIONS),
        "call_kind": _s("the irregular call's kind", CALL_KINDS),
        "any_bid_before": _b("some player had bid before the irregular call"),
        "called_before": _b("the offender had called before the irregular call"),
        "conventional": _b("the irregular call was conventional"),
        "replaced_legal": _b("for a change of call: the first call was legal"),
        "turn_of": _s("whose turn it was at the irregularity", ("N", "E", "S", "W")),
        "by_role": _s("who chose: the offender's LHO (chooser) or the offender (Law 25B2b)",
                      ("chooser", "offender", "turn_holder")),
        **CANCELLED,
    },
    "condonation": {
        "condoned": _b("the offender's LHO called before a rectification was assessed (Law 35)"),
        "caller_role": _s("who called next: the offender's LHO, the player whose turn it was (Law 28B), or "
                          "another player", ("lho", "turn_holder", "other")),
        "turn_holder_side": _s("the player whose turn it was, seen from the offender (Law 28B: 对方)",
                               ("opponents", "offending")),
        "call_kind": _s("the inadmissible call's kind", CALL_KINDS),
        "caller_declaring_side": _b("Law 39: the offender is to be declarer or dummy"),
        "passed_out": _b("Law 39: the auction had been passed out (no contract, so no defender)"),
        "under_forced_pass": _s("the scope of the compulsory pass the offender was under", SCOPES),
        "turn_of": _s("whose turn it was when the inadmissible call was made", ("N", "E", "S", "W")),
        "position": _s("whose turn it was, seen from the offender (32B1: his RHO's)", POSITIONS),
        "caller_call": _s("the call made next, over the held call (Law 17D: the LHO must repeat it)"),
        "auction_period_ended": _b("condoned: when the director came to rule, the opening lead had been faced and "
                                   "the auction period had ended (Law 17E)"),
        **CANCELLED,
    },
    "expose": {
        "count": _i("how many cards were exposed"),
        "honour": _b("an exposed card is an honour (A K Q J 10)"),
        "premature_lead": _b("annotation: the card was led prematurely"),
        "after_final_pass": _b("the auction had ended (no one calls again) when the cards were exposed (Law 24)"),
    },
    # the director summoned (Law 9B): what the log says of the explanations given and of who acted since
    "summons": {
        "misinformation": _b("a call was explained, alerted, or conventional and not alerted, by a player whose "
                             "partner made it (Law 20F1, 21B1, 75)"),
        "misled_too_late": _b("an opponent of that call has called since and his partner after him, or the opening "
                              "lead is faced: too late to change (Law 21B1, 21B3, 17E)"),
        "caller_called_since": _b("the player whose call his partner explained has called again since (Law 16A, 75)"),
        "non_offenders_acted": _b("after an irregularity, a player of the non-offending side called before the "
                                  "director was summoned (Law 11A)"),
        "acted_on": _s("the irregularity the non-offending side acted after"),
        "lead_faced": _b("the opening lead has been faced (Law 17E: the auction period is over)"),
        "explanation_correct": _b("finding: the director found the explanation this summons is about correct (Law 75, "
                                  "example 2: the call was mistaken; no infraction, the score stands)"),
        "turn_of": _s("during the auction: the player on turn when the director came", ("N", "E", "S", "W")),
        "hesitation": _b("a call was made after a marked hesitation (`hesitation: true`) and the hesitating "
                         "player's partner has called since: he is the fact's seat (Law 16A, 73F1)"),
    },
    # Law 20E: an incorrect review of the auction, not corrected at once (`{seat: E, review: "…"}`)
    "review": {
        "correct": _b("the review gives the calls that stand"),
        "corrected": _b("another player's correct review followed at once"),
    },
    # Law 11B: a spectator first drew attention to the latest irregularity (`{spectator: NS}`)
    "spectator": {
        "responsible": _s("whose spectator: the non-offending side's (11B1) or the offending side's (11B2)",
                          ("non_offending", "offending")),
    },
    # the director's finding, read as a fact where a law rules on it (Laws 12A, 13, 16B, 84E, 85B, 86C …):
    # `rulings.answers.finding_fact`
    "finding": {
        "law": _s("the law the finding names (law:)"),
        "finding": _s("the director's finding (a yes/no as yes | no)"),
        "calls_made": _b("some call has been made (Law 13: 牌张有误的赛员已叫牌 / 如此时没有叫牌)"),
        "auction_ended": _b("the auction is over"),
        "turn_of": _s("during the auction: the player on turn", ("N", "E", "S", "W")),
        "follows": _s("the latest irregularity of the ruling, which a rule reading it joins"),
        "follows_ruling": _i("its ruling item"),
        "follows_offender": _s("its offender", ("N", "E", "S", "W")),
        "follows_found": _s("the director's answer to that item's question of the section enclosing the finding's "
                            "(16B for a 16B3 finding), as yes | no where it is one"),
    },
    "auction_end": {
        "skipped": _b("a pass out of rotation deprived a player of his turn (Law 34)"),
        "skipped_seat": _s("the player who missed his turn", ("N", "E", "S", "W")),
        "passed_out": _b("four passes (Law 22A)"),
    },
    "withdrawn": {
        "call": _s("the cancelled call"),
        "call_kind": _s("its kind", CALL_KINDS),
        "has_suits": _b("it relates to one or more specific suits (Law 26A)"),
        "conventional": _b("it was conventional"),
    },
    # the director's answer to a question of the auction (Law 75, 21B1 …): put to the rules in the item it answers
    "auction_finding": {
        "law": _s("the law whose question the director answered"),
        "finding": _s("the director's finding"),
    },
    "withdrawal": {},  # Law 16C: a call or card withdrawn as the laws provide (derived, see WITHDRAWAL)
    "lead_penalty_check": {
        "law_kind": _s("26A | 26B", ("26A", "26B")),
        "offender_defends": _b("the offender's side are the defenders"),
        "named_suit": _b("the offender later named the related suit(s) legally (Law 26A1)"),
    },
    "penalty_card_check": {
        "offender_defends": _b("the offender's side are the defenders (Law 24)"),
        "card": _s("the exposed card"),
        "count": _i("how many cards were exposed together (Law 24C, 50B)"),
        "honour": _b("an exposed card of that exposure is an honour (Law 24B, 50B)"),
        "premature_lead": _b("annotation: the card was led prematurely (Law 24B, 50B)"),
    },
}

# ---------------------------------------------------------------------------------------------------- play
# The play (Laws 41-71): facts asserted by rulings/playtable/, one per play event (and one for each
# lead that falls due, each revoke that is established, corrected or assessed, each claim's stage).

PLAY_ROLES = ("declarer", "dummy", "defender")
PLAY_CHOICES = ("accept", "decline", "spread", "require_lead", "forbid_lead", "penalty_card", "require_play",
                "forbid_play", "lead_from")
PLAY_PENDING = ("opening_lead_out_of_turn", "lead_out_of_turn", "declarer_lead_out_of_turn", "premature_play",
                "failure_to_play_penalty_card", "penalty_card_lead", "penalty_card_lead_more", "lead_penalty",
                "dummy_warns_declarer", "none")

PLAY_COMMON = {
    "role": _s("the acting player's role: declarer | dummy | defender", PLAY_ROLES),
    "trick": _i("the number of the trick (1-13) the fact is about"),
    "pending": _s("a choice the laws give is waiting: the irregularity it belongs to", PLAY_PENDING),
    "pending_role": _s("the actor's part in that choice", ("chooser", "offender", "offender_lho",
                                                          "offender_partner", "other")),
}

CARD_FIELDS = {
    **PLAY_COMMON,
    "card": _s("the card, suit then rank: SK, H7"),
    "suit": _s("its suit", ("S", "H", "D", "C")),
    "honour": _b("the card is an honour (A K Q J 10): Law 50B"),
    "lead_event": _b("the log records a lead (not a play)"),
    "face_down": _b("the opening lead was made face down (Law 41A)"),
    "hesitation": _b("the card was played after a marked hesitation (`hesitation: true`; Law 73D, 73F2)"),
    "simultaneous": _b("the card was made at the same time as another player's legal lead or play and is deemed "
                       "made after it (Law 58A)"),
    "is_lead": _b("the card is the first card of a trick"),
    "opening_lead": _b("the card is the first card of trick 1 (Law 41, 54)"),
    "place": _i("the card's place in the trick, 1-4"),
    "turn_of": _s("whose turn it was by rotation (Law 44)", ("N", "E", "S", "W")),
    "turn_role": _s("the role of the player whose turn it was", PLAY_ROLES),
    "position": _s("whose turn it was, seen from the player: self | lho | partner | rho", POSITIONS),
    "in_turn": _b("the player was on turn"),
    "followed_suit": _b("the card is of the suit led"),
    "could_follow": _b("the player held a card of the suit led (Law 44C)"),
    "revoke": _b("failure to follow suit when able (Law 61A)"),
    "restriction": _s("a lead or play restriction in force on this card",
                      ("require_lead", "forbid_lead", "highest", "lowest", "forbid_play", "none")),
    "can_comply": _b("the player is able to comply with the restriction (Law 59)"),
    "complies": _b("the card complies with the restriction"),
    "restriction_breach": _b("the player did not comply though able: a revoke (Law 61A)"),
    "penalty_card": _b("the card is one of the player's penalty cards (Law 50)"),
    "penalty_grade": _s("the grade of that penalty card", ("major", "minor")),
    "owes_penalty_card": _b("a penalty card had to be played at this turn and another card was (Law 50, 52)"),
    "premature": _b("a lead to the next trick before the trick in progress is complete (Law 57A)"),
    "partner_played": _b("the player's partner has played to the trick in progress"),
    "partner_suits": _i("in how many suits the player's partner holds cards (Law 62D2)"),
    "declarer_played_both": _b("declarer has played from both hands to the trick (Law 57C)"),
    "dummy_suggested": _b("the director found (Law 45F) that dummy illegally suggested a play to this trick (Law 57C)"),
    "extra_card": _b("the player has already played to this trick: a fifth card (Law 45E)"),
    "after_complete_trick": _b("with extra_card: a defender's card played (not led) to the trick just completed "
                               "(Law 45E1)"),
    "lead_finding": _s("with after_complete_trick: the director's finding under 45E1 whether it was a lead to the "
                       "next trick: yes | no | none (not found yet)", ("yes", "no", "none")),
    "after_claim": _b("the card is played after a claim or concession (Law 68D)"),
    "unrequested": _b("finding: dummy placed a card declarer did not name (Law 45D)"),
    "found_after_play": _b("with unrequested: found after other cards were played to the trick (Law 45D)"),
    "declarer_saw_dummy": _b("finding: declarer may have seen dummy's cards (Law 54C)"),
    "inadvertent": _b("finding: the card was played inadvertently (Law 50B)"),
    "replaces": _b("the card takes the place of one the player had played (Law 47, 62)"),
    "replaced_revoke": _b("with replaces: the card withdrawn was a revoke not yet established (Law 62)"),
    "replaced_penalty_card_failure": _b("with replaces: the card withdrawn was played when a penalty card was due "
                                        "(Law 52A: the defender may not withdraw it on his own)"),
    "after_opponent_change": _b("with replaces: an opponent changed his play to this trick first (Law 47D, 62C)"),
    "accepted_by_playing": _b("the card condoned a pending lead out of turn (Law 53A, 54B2, 60A1)"),
    "designated": _b("dummy's card was designated incompletely and read under Law 46B"),
    "misinformed": _b("finding: the lead or play was induced by the opponents' misinformation (Law 47E1, 47E2a)"),
    "inadvertent_designation": _b("finding: with replaces, the card replaced was designated inadvertently and "
                                  "corrected without pause (Law 45C4b, 47C)"),
    "subsequent_play": _b("with replaces: another card has been played after the card replaced (Law 47E2)"),
    "opponents_explained": _b("with replaces: a call of the player's opponents was explained, alerted, or "
                              "conventional and not alerted, in the auction (Law 47E2: 由于对方…解释有误)"),
    "replaced_established_revoke": _b("with replaces: the card withdrawn is an established revoke (Law 63C)"),
    "not_designated": _b("the card is a penalty card, but declarer designated another one the player could "
                         "legally play (Law 51A): a failure to play the penalty card (Law 52)"),
    "owed_grade": _s("with owes_penalty_card: the grade of the penalty card owed (minor: Law 50C, major: 50D1)",
                     ("major", "minor")),
    "legal_penalty_cards": _i("the player's penalty cards he could legally play at this turn (Law 51A)"),
    "rho_of_oot_leader": _b("the player is the RHO of the player who led out of turn and plays to that lead "
                            "(Law 53B)"),
    "after_declarer_retraction": _b("a defender's card after declarer's lead from the wrong hand was withdrawn and "
                                    "before declarer led from the right hand (Law 60B)"),
    "lead_before_choice": _b("the leader leads while declarer's Law 50D2 choice on his partner's major penalty "
                             "card still waits: a premature lead (Law 50D2, 49)"),
    "before_rectification": _b("a member of the offending side plays while the opponents' choice of rectification "
                               "is still waiting (Law 60C)"),
    "after_visible_withdrawn": _b("with replaces: an opponent withdrew a visible card played at the same time as his "
                                  "card, before this player's card was played (Law 58B3)"),
    "offending_side_after_correction": _b("with replaces: the player's side corrected a revoke on this trick and an "
                                          "opponent has since withdrawn a card played after it (Law 62C2)"),
    "after_revoke_correction": _b("with replaces: an opponent corrected a revoke on this trick and this player, of "
                                  "the non-offending side, withdraws the card he played after it (Law 62C1)"),
}

FACT_KINDS.update({
    "card": CARD_FIELDS,
    "face_down_lead": {
        **PLAY_COMMON,
        "card": _s("the card led face down"),
        "partner_led_face_up": _b("the face-down leader's partner has made a face-up opening lead out of turn "
                                  "(Law 54, the opening words), before or after it"),
    },
    "play_expose": {
        **PLAY_COMMON,
        "count": _i("how many cards were exposed"),
        "honour": _b("an exposed card is an honour (A K Q J 10)"),
        "inadvertent": _b("finding: exposed inadvertently (Law 50B)"),
        "whole_hand": _b("the player faced all his remaining cards (Law 48B)"),
        "penalty_cards_held": _i("the player's penalty cards before this exposure"),
        "simultaneous": _b("finding: the cards were played at the same time as a card played: true when more "
                           "than one was visible (Law 58B2), false when only one was (58B1)"),
        "deliberate": _b("finding (law 50B or 49: no | deliberate): the cards were not exposed inadvertently"),
        "current_trick_only": _b("finding (law 68, current_trick): a defender showed the cards in a statement about "
                                 "the trick in progress only; not penalty cards (Law 49, the note to Law 68)"),
    },
    "designation": {
        **PLAY_COMMON,
        "designation": _s("what declarer said: high | low | suit | rank | any", ("high", "low", "suit", "rank", "any")),
        "leading": _b("dummy is to lead"),
        "fourth_hand": _b("dummy plays fourth to the trick (Law 46B1)"),
        "resolved": _b("the designation names exactly one card dummy can play"),
        "ambiguous": _b("two or more cards fit: declarer must name one (Law 46B3b)"),
        "not_in_dummy": _b("dummy holds no card that fits (Law 46B4)"),
        "won_previous_in_suit": _b("rank only, leading: dummy has that rank in the suit in which it won the "
                                   "previous trick (Law 46B3a)"),
    },
    "play_choice": {
        **PLAY_COMMON,
        "choice": _s("the choice made", PLAY_CHOICES),
        "value": _s("what goes with it: the suit named, highest | lowest"),
        "implicit": _b("the choice was made by playing, not by saying so"),
        "offender_role": _s("the offender's role", PLAY_ROLES),
        "opening_lead": _b("the irregular card was the opening lead"),
        "leader": _s("the player due to lead", ("N", "E", "S", "W")),
        "leader_role": _s("his role", PLAY_ROLES),
        "penalty_cards_in_suit": _i("the offender's penalty cards in the suit named (Law 51B)"),
        "penalty_suits": _i("the number of suits in which the offender has penalty cards (Law 51B)"),
        "lead_penalty": _s("with a Law 26 lead penalty: 26A (the related suits) | 26B (any suit)", ("26A", "26B")),
        "lead_penalty_owed": _b("the offender still owes a lead or play penalty: a Law 26 penalty waiting for his "
                                "first lead, or a restriction declarer chose (Law 60A3)"),
        "designates": _b("with choice penalty_card: declarer names which penalty card is played first (Law 51A)"),
        "dummy_drew_attention": _b("finding: dummy, after violating Law 43A2, was first to draw attention to the "
                                   "irregularity this choice rectifies (Law 43B2c)"),
        "actor_position": _s("where the player who chose (or played on) sits, seen from the offender: self | "
                             "lho | partner | rho (Law 60A1: the offender's LHO; 53B: his RHO)", POSITIONS),
    },
    "lead_turn": {
        **PLAY_COMMON,
        "partner_major_penalty": _b("the leader's partner holds a major penalty card (Law 50D2)"),
        "partner_penalty_count": _i("how many penalty cards the leader's partner holds"),
        "partner_penalty_suits": _i("in how many suits (Law 51B)"),
        "lead_penalty": _s("a Law 26 lead penalty from the auction is due at this lead: 26A | 26B", ("26A", "26B")),
    },
    "revoke": {
        **PLAY_COMMON,
        "stage": _s("established | corrected | end | discovered (the director called before it is established "
                    "or corrected, Law 62A) | won_later (the offending side won a trick after it, Law 64A2)",
                    ("established", "corrected", "end", "discovered", "won_later")),
        "how": _s("how it was established (stage established; stage corrected: a revoke deemed established and "
                  "corrected since, Law 63B, 43B2b): play | claim | indicated (Law 63A1-3) | acquiesced (the offending "
                  "side agreed to the opponents' claim or concession, 63A3) | attention (63B) | dummy_asked (43B2b)",
                  ("play", "claim", "indicated", "acquiesced", "attention", "dummy_asked")),
        "noticed_late": _s("finding: the revoke was drawn attention to after the non-offending side called on "
                           "the next deal (Law 64B4) | after the round ended (64B5)", ("next_deal", "round_end")),
        "offender_won_revoke_trick": _b("the offender won the revoke trick (Law 64A1)"),
        "side_won_revoke_trick": _b("stage established: the offending side won the revoke trick (Law 64A2)"),
        "side_tricks_from_revoke": _i("tricks the offending side won from the revoke trick on (Law 64A, 64B1)"),
        "won_later_with_legal_card": _b("the offender won a later trick with a card he could legally have played "
                                        "to the revoke trick (Law 64A2, the 1997 code)"),
        "second_in_suit": _b("a second revoke by the same player in the same suit (Law 64B2)"),
        "faced": _b("the revoke was in failing to play a faced card, dummy's included (Law 64B3)"),
        "exposed_card": _b("stage corrected: the card withdrawn was already faced (Law 62B2)"),
        "established": _b("the revoke had been established (Law 63A)"),
        "deemed": _b("the offender is deemed to have revoked on a defective trick (Law 67B1b)"),
        "choice_waiting": _b("stage established: declarer's Law 52B choice on the revoke card (a card played "
                             "instead of a penalty card) has not been made (it lapses, Law 63C)"),
        "choice_ruling": _i("with choice_waiting: the ruling item that offers that choice"),
        "dummy_drew_attention": _b("finding: dummy, after violating Law 43A2, was first to draw attention to this "
                                   "revoke (Law 43B2c); its facts from then on carry it"),
    },
    "defective_trick": {
        **PLAY_COMMON,
        "defect": _s("finding: the offender failed to play to the trick | played too many cards to it (Law 67)",
                     ("omitted", "too_many")),
        "next_both_sides": _b("both sides had played to the next trick when the defect was found (Law 67A/67B)"),
        "has_suit_led": _b("the offender holds a card of the suit led to the defective trick (Law 67B1a/b)"),
        "count": _i("too_many: how many extra cards the finding names (its card:)"),
        "honour": _b("too_many: the extra card named is an honour (Law 50B)"),
    },
    "claim": {
        **PLAY_COMMON,
        "stage": _s("made | acquiesced | contested | awarded | retracted (acquiescence withdrawn, Law 69B)",
                    ("made", "acquiesced", "contested", "awarded", "retracted")),
        "unlosable": _i("of the tricks conceded (a concession) or acquiesced in (retracted), how many the side "
                        "could not lose by any legal play of the remaining cards (Law 71A, 69B)"),
        "concession": _b("a concession, not a claim (Law 68B)"),
        "claimed": _i("tricks the claimer's side would win of those remaining"),
        "remaining": _i("tricks still to be played"),
        "partner_objects": _b("a defender conceded and his partner objected at once (Law 68B)"),
        "by_claimer_side": _b("stage contested: the objection came from the claimer's (conceding) side itself, "
                              "dummy included (Law 71C \"承认方……提出\", 68D \"任一赛员（包括明手）\")"),
        "outstanding_trump": _b("stage contested: an opponent of the claimer still holds a trump (Law 70C)"),
        "trump_mentioned": _b("stage contested: the claimer's statement mentions the trumps — a trump card, the trump "
                              "suit, drawing trumps, the word trump / 将牌 — as rulings.playtable.statements reads it "
                              "(Law 70C1 \"声称者未说明该将牌\"); false without a statement or in notrump"),
        "concedes_made_contract": _b("declarer concedes defeat of a contract already made (Law 71B)"),
        "concedes_defeated_contract": _b("a defender concedes a contract already defeated (Law 71B)"),
        "statement": _b("the claim came with a statement of the line of play (Law 68C)"),
        "award_counts": _s("finding: whose tricks the number the director awards counts — the claimer's (69B, 70, "
                           "71) or the opponents' (70C: 给对方一墩或数墩)", ("claimer", "opponents")),
        "award": _i("finding: the tricks a word answer awards, counted as award_counts says (70C 否: none to the "
                    "opponents); a number the director enters is itself the award"),
        "statement_text": _s("the claimer's statement, as the log gives it (Law 68C, 70D, 70E)"),
    },
    "penalty_cards": {
        **PLAY_COMMON,
        "count": _i("how many penalty cards the player holds, after the cards just added (Law 50B)"),
        "minor": _i("how many of them are minor penalty cards (Law 50B)"),
        "major": _i("how many of them are major penalty cards (Law 50B)"),
    },
    "play_finding": {
        **PLAY_COMMON,
        "law": _s("the law whose question the director answered"),
        "finding": _s("the director's finding"),
        "asked": _b("the finding answers a question the ruling put to the director (a director_judgment of that law "
                    "in the item it belongs to), e.g. Law 50B answered after the trick"),
        "answers": _s("Law 45F: which question the finding answers: suggestion (did dummy suggest a play?) | damage "
                      "(were the defenders damaged by it?)", ("suggestion", "damage")),
        "play_over": _b("a finding a law outside the play reads as a fact (Law 13C): the play is over (all tricks "
                        "played, or a claim or concession stands)"),
        "revoke_open": _b("a finding that would establish a revoke (its `finding:` says stage: established; Law 43B2b): "
                          "false when the player of the role it names has no revoke open — the card was no revoke"),
    },
    "director_summoned": {
        **PLAY_COMMON,
        "irregularity_since": _b("the log records an irregularity since the director was last summoned (one another "
                                 "player may have drawn attention to: Law 43A1a 除非已有另一赛员指出违规); `seat` and "
                                 "`role` are the summoner's"),
    },
    "dummy_indication": {
        **PLAY_COMMON,
        "card": _s("the card dummy touched, indicated or named without declarer's instruction (Law 45F, 43A1c)"),
        "suit": _s("its suit", ("S", "H", "D", "C")),
        "hand": _s("whose card it is: dummy (a card of the table, Law 45F) | declarer (a card of declarer's hand "
                   "dummy named, Law 43A1c)", ("dummy", "declarer")),
    },
    "revoke_inquiry": {
        **PLAY_COMMON,
        "asked": _s("the player asked whether he has a card of the suit led (Law 61B); `seat` and `role` are the "
                    "asker's", ("N", "E", "S", "W")),
        "asked_role": _s("his role: declarer | dummy | defender", PLAY_ROLES),
        "partner": _b("the player asked is the asker's partner"),
        "asked_revoke_open": _b("the player asked has revoked, and his revoke is neither established nor corrected yet "
                                "(the fact's `ruling` is then that revoke's item)"),
        "first": _b("with asked_revoke_open: no one had asked about that revoke before (Law 43B2b \"最先询问\")"),
    },
})


@dataclass(frozen=True)
class Derivation:
    """A fact a consequence asserts for further rules to match (chaining): its kind, and each of its
    fields taken from the first of the named fields of the matched fact that is set."""

    kind: str
    fields: dict[str, tuple[str, ...]]


# A consequence: its parameters, and which of them are required.
@dataclass(frozen=True)
class Consequence:
    params: dict[str, FieldSpec] = field(default_factory=dict)
    required: tuple[str, ...] = ()
    doc: str = ""
    derives: Derivation | None = None  # the fact it asserts for further rules to match (chaining)
    withdraws: bool = False  # a call or card is withdrawn as the laws provide: it derives WITHDRAWAL (Law 16C)


SEAT_PARAM = FieldSpec(str, SEAT_EXPRS, "a seat written relative to the fact")

# The `withdrawn` fact (Law 26) from the fact of the rule that cancelled a call: in a rule that settles
# an earlier irregularity (`follows`), its offender and ruling item.
WITHDRAWN = Derivation("withdrawn", {
    "phase": ("phase",), "seq": ("seq",), "offender": ("follows_offender", "offender"),
    "irregularity": ("irregularity",), "ruling": ("follows_ruling", "ruling"), "call": ("cancelled_call",),
    "call_kind": ("cancelled_call_kind",), "has_suits": ("cancelled_has_suits",),
    "conventional": ("cancelled_conventional",)})

# The `withdrawal` fact (Law 16C, "When a call or play has been withdrawn as these laws provide"): every
# consequence that withdraws or cancels a call or a card (`withdraws=True`) derives it, whatever replaces the
# call or card (the same call, another, nothing); rule 16C2 (lawbook/ch04-general/law-16.yaml) matches it.
WITHDRAWAL = Derivation("withdrawal", {
    "phase": ("phase",), "seq": ("seq",), "offender": ("follows_offender", "offender"),
    "irregularity": ("irregularity",), "ruling": ("follows_ruling", "ruling")})

CONSEQUENCES: dict[str, Consequence] = {
    "irregularity": Consequence({"name": _s("the irregularity's name"),
                                 "offender": _s("none: the item names no offender (Law 16B: the player who received "
                                                "the information did nothing irregular; 12A1, 84E: the log does not "
                                                "say who infringed); explainer: the player whose explanation the "
                                                "call follows (Law 21B1: the misinformed player changes his call, the "
                                                "explaining side is the offending side)", ("none", "explainer"))},
                                ("name",),
                                "names the irregularity; opens a ruling item for the offender"),
    "option": Consequence({"by": SEAT_PARAM, "choices": FieldSpec(list, doc="accept, decline")}, ("by", "choices"),
                          "a choice the laws give a player; the ruling lists what follows from each"),
    "hold": Consequence(doc="the rectification waits for the next event (Law 35: the LHO may call first)"),
    "accepted": Consequence(doc="the irregular call stands as a legal call"),
    "forfeit": Consequence(doc="the right to rectification is lost; the irregular call is void (Law 28B)"),
    "cancel": Consequence({"what": _s("the call | the irregular call | the correction | the call the player on "
                                      "turn made before the choice (Law 30B2b) | the caller's previous call, "
                                      "which the accepted substitute replaces (Law 25B1)",
                                      ("call", "irregular", "correction", "turn_holder_call", "replaced"))}, (),
                          "the call is cancelled", withdraws=True),
    "cancel_subsequent": Consequence(doc="the call and every later call are cancelled (Law 35A/C/D)", withdraws=True),
    "void": Consequence(doc="the inadmissible double or redouble doubles nothing, but keeps its place in the "
                            "rotation: the later calls stand (Law 35A found after the auction period, 36, 19D)"),
    "revert_turn": Consequence({"seat": SEAT_PARAM}, ("seat",), "the auction reverts to this player"),
    "forced_pass": Consequence({"seat": SEAT_PARAM, "scope": FieldSpec(str, SCOPES)}, ("seat", "scope"),
                               "the player must pass: at his next turn, or whenever it is his turn"),
    "no_double": Consequence({"seat": SEAT_PARAM}, ("seat",),
                             "the player may not double or redouble at his next turn (Law 30B2b)"),
    "must_repeat": Consequence({"seat": SEAT_PARAM,
                                "call": _s("which call he repeats: the cancelled call (the default), or the call "
                                           "made over it (Law 17D: the offender's LHO)",
                                           ("cancelled_call", "caller_call"))}, ("seat",),
                               "the player must repeat a call: the offender his cancelled call, or (Law 17D) the "
                               "offender's LHO the call he made over it"),
    "must_correct": Consequence({"seat": SEAT_PARAM}, ("seat",),
                                "the offender must substitute a sufficient bid or a pass (Law 27B)"),
    "must_substitute": Consequence({"seat": SEAT_PARAM}, ("seat",),
                                   "the offender must substitute a legal call"),
    "offender_chooses": Consequence({"seat": SEAT_PARAM}, ("seat",),
                                    "Law 25B2b: let the first call stand, or substitute another legal call"),
    "watch_next_call": Consequence(doc="the offender's next call is read against the cancelled call (the `follows` "
                                       "fields: repeats_call …), so that a rule on it settles this irregularity "
                                       "(Law 17D: does the second call differ from the cancelled one?)"),
    "withdrawn_call": Consequence(derives=WITHDRAWN, withdraws=True,
                                  doc="a call was cancelled: Law 26's rules apply to it"),
    "lead_penalty": Consequence({"seat": SEAT_PARAM,
                                 "suits": _s("related: the suits the cancelled call related to (Law 26A2), which "
                                             "the offender may name later (the check's named_suit, 26A1) | any: "
                                             "no suit (26B)", ("related", "any")),
                                 "declarer_may": FieldSpec(list, doc="require, forbid"),
                                 "law_kind": _s("the lead penalty's law, as lead_penalty_check and lead_turn "
                                                "facts name it: 26A | 26B", ("26A", "26B"))},
                                ("seat", "suits", "declarer_may", "law_kind"),
                                "when the offender defends, declarer may require or forbid a lead"),
    "lead_penalty_lapses": Consequence(doc="the pending lead penalty does not apply"),
    "lead_penalty_applies": Consequence(doc="the pending lead penalty is firm"),
    "penalty_card": Consequence({"seat": SEAT_PARAM, "grade": _s("major | minor", ("major", "minor"))},
                                ("seat",), "the exposed cards become penalty cards if the offender defends"),
    "penalty_card_lapses": Consequence(doc="the offender is declarer or dummy: no penalty card"),
    "penalty_card_applies": Consequence(doc="the offender defends: the cards are penalty cards"),
    "face_up": Consequence({"seat": SEAT_PARAM}, ("seat",),
                           "the exposed cards stay face up on the table until the auction ends"),
    "score_limit": Consequence({"side": _s("offending", ("offending",)),
                                "max": _s("average_minus", ("average_minus",))}, ("side", "max"),
                               "the offending side's score may be no more than average minus"),
    "director_judgment": Consequence({"law": _s("the law that asks for judgment"),
                                      "ask": _s("a further question of that law's judgment map (its `then:` "
                                                "key), asked once the first is answered (Law 45F: damage)"),
                                      "worded_by": _s("the section whose judgment map words the question, when the "
                                                      "facts are that section's and the judgment is filed under "
                                                      "`law` (Law 50C: '因其看到罚张所获得的信息……属非法信息（参阅"
                                                      "第16条A款）')"),
                                      "concerns": _s("offenders: the question is about the players of the item's "
                                                     "offending side (the JSON: NS or EW), named in it (Law 16C2; 16C1: the non-offenders' "
                                                     "information from withdrawn actions is authorized)",
                                                     ("offenders",))},
                                     ("law",), "the director must judge; the question comes from the law's judgment "
                                               "map"),
    "no_penalty": Consequence(doc="no rectification"),
    # what a law states the director does once he has found its facts (Laws 12A, 13, 16B, 84E, 85B, 86C, 43B1):
    # stated in the ruling item, in the law's words (rulings/render.py)
    "score_adjusted": Consequence({"score": _s("artificial (Law 12C1) | adjusted (either kind, Law 12C)",
                                               ("artificial", "adjusted"))}, ("score",),
                                  "the director awards an adjusted score (Law 12A, 12C)"),
    "procedural_penalty": Consequence(doc="the director may give a procedural penalty (Law 90)"),
    "appeal_right": Consequence({"to": _s("offenders (Law 84E) | both sides (Law 85B)", ("offenders", "both"))},
                                ("to",), "the director tells the players of their right to appeal (Laws 84E, 85B)"),
    "ruling_to_continue": Consequence(doc="the director makes a ruling that lets the board continue, on the facts "
                                          "as the log gives them (Law 85B)"),
    "redeal": Consequence({"withheld": _b("the director may not require a redeal (Law 86C): true")},
                          doc="the board is redealt (Law 13A3, 6); `withheld`: no redeal (86C)"),
    "result_cancelled": Consequence(doc="the result of the board is cancelled (Law 13C)"),
    "play_normally": Consequence(doc="the board is corrected and played normally (Law 13A, 13B1)"),
    "treat_in_rotation": Consequence(doc="the call counts as made in rotation (Law 28A, 33)"),
    "as_change_of_call": Consequence(doc="the call is treated as a change of call (Law 25)"),
    "not_a_change": Consequence(doc="the call cannot take the place of the caller's previous call, which stands "
                                    "(Law 25B: 在下家叫牌之前); it is read as a call of its own, at the turn it was made"),
    "previous_call_cancelled": Consequence(doc="the call takes the place of the caller's previous call, which is "
                                               "cancelled (Law 25A, 25B2b2)"),
    "auction_continues": Consequence({"seat": SEAT_PARAM}, ("seat",),
                                     "the auction is not over; this player calls (Law 34)"),
    "deemed_subsequent": Consequence(doc="a call made at the same time as the call on turn counts as made after it"),
    "not_repeated": Consequence(doc="Law 32B1: the RHO passed, but the double or redouble out of rotation was "
                                    "inadmissible: it is not repeated, Law 36 applies"),
    "conventional_meaning": Consequence(
        doc="the rectification refers to the denominations the conventional call showed (Law 29C)"),
}


# ---------------------------------------------------------------------------------------------------- play
PLAY_SEAT_EXPRS = SEAT_EXPRS + ("leader", "leader.partner", "declarer.lho", "declarer.rho")
PLAY_SEAT = FieldSpec(str, PLAY_SEAT_EXPRS, "a seat written relative to the fact")
CONSEQUENCES["option"] = Consequence({"by": PLAY_SEAT, "choices": FieldSpec(list, doc="accept, decline, …"),
                                      "waits_as": _s("the name the waiting choice goes by, when it is a further "
                                                     "step of the same one (Law 51B2b)", PLAY_PENDING)},
                                     ("by", "choices"),
                                     "a choice the laws give a player; the ruling lists what follows from each")
CONSEQUENCES["penalty_card"] = Consequence({"seat": PLAY_SEAT, "grade": _s("major | minor", ("major", "minor")),
                                            "awaits": _s("the grade waits on the director's judgment under this "
                                                         "law (50B: inadvertent or not)", ("50B",))},
                                           ("seat",), "the exposed or withdrawn cards become penalty cards "
                                                      "(in the auction: if the offender defends)")
CONSEQUENCES.update({
    "trick_transfer": Consequence({"tricks": FieldSpec(int, (1, 2), "how many tricks")}, ("tricks",),
                                  "after the play, tricks go from the offending side to the other (Law 64)"),
    "trick_transfer_due": Consequence({"tricks": FieldSpec(int, (1, 2), "how many tricks")}, ("tricks",),
                                      "announced once the revoke is established: at least these tricks go to the "
                                      "other side at the end of play (Law 64A); applied once, by trick_transfer"),
    "penalty_card_due": Consequence({"seat": PLAY_SEAT, "grade": _s("major | minor", ("major", "minor"))},
                                    ("seat",), "the card withdrawn when the revoke is corrected will be a "
                                               "penalty card (Law 62B1)"),
    "lead_restriction": Consequence({"seat": PLAY_SEAT, "restrict": _s("require | forbid", ("require", "forbid")),
                                     "scope": _s("next_lead | while_retains_lead",
                                                 ("next_lead", "while_retains_lead"))},
                                    ("seat", "restrict"),
                                    "the player must lead, or may not lead, the suit declarer named"),
    "play_restriction": Consequence({"seat": PLAY_SEAT}, ("seat",),
                                    "the player must play the highest or lowest card of the suit led, or may "
                                    "not play the suit declarer named, to this trick (Law 57A)"),
    "pick_up_penalty_cards": Consequence({"may": _b("the holder may pick them up (可以收回, Law 51B1b, 51B2b) rather "
                                                   "than must (应收回, Law 50D2a, 51B1a)")},
                                         doc="the penalty cards of the suit named cease to be penalty cards and are "
                                             "picked up (Law 50D2a, 51B)"),
    "penalty_card_grade": Consequence({"seat": PLAY_SEAT, "grade": _s("major | minor", ("major", "minor"))},
                                      ("seat", "grade"), "every penalty card the player holds takes this grade "
                                                         "(Law 50B: two or more are all major)"),
    "penalty_card_graded": Consequence({"grade": _s("major | minor", ("major", "minor"))}, ("grade",),
                                       "Law 50B answered after the exposure: the penalty card whose grade awaited "
                                       "the answer takes this grade and the question is no longer put"),
    "designation_corrected": Consequence(doc="Law 45C4b answered yes after later cards were played (47C): the card "
                                             "held to 47F meanwhile is withdrawn and the card named instead played "
                                             "in its place, no longer a penalty card (what 47F and the penalty card "
                                             "stated lapses by the rule's `stated_lapses`, declared after it)",
                                         withdraws=True),
    "penalty_card_grade_lapses": Consequence({"law": _s("the section whose grading of penalty cards in this ruling "
                                                        "item lapses")}, ("law",),
                                             "the grade that the rules of the section named gave, in this ruling "
                                             "item, to penalty cards the offender still holds lapses: each takes "
                                             "again the grade it had (Law 47C after a late 45C4b yes: 50B's 'two or "
                                             "more are all major' raised them only because of the card named "
                                             "instead, which never was a penalty card)"),
    "penalty_cards_restated": Consequence(doc="what the ruling item's offender still holds as penalty cards is put "
                                              "to the rules again (Law 50B, 50C, 50D1), after the rule's "
                                              "`stated_lapses`"),
    "question_answered": Consequence(doc="the director's later finding answers the question the ruling put, and "
                                         "the ruling held meanwhile is the one that answer gives: the question is no "
                                         "longer put (Law 45C4b answered no: 47F stands)"),
    "penalty_card_played": Consequence(doc="the penalty card is played and ceases to be one (Law 50D1)"),
    "card_must_be_played": Consequence({"seat": PLAY_SEAT,
                                        "card": _s("this: the card of the fact | standing: the player's card "
                                                   "already in the trick, which stays (Law 47F)",
                                                   ("this", "standing"))},
                                       ("seat",), "the card must be played (Law 45C)"),
    "retract": Consequence({"penalty": _s("none | penalty_card", ("none", "penalty_card"))}, (),
                           "the card goes back to the hand it came from", withdraws=True),
    "substitute": Consequence({"seat": PLAY_SEAT}, ("seat",),
                              "the offender plays a legal card in place of the withdrawn one"),
    "accept_lead": Consequence(doc="the lead out of turn stands as a correct lead (Law 53A)"),
    "dummy_spread": Consequence(doc="dummy spreads the hand (Law 41D, 54B)"),
    "swap_declarer": Consequence(doc="declarer spreads his hand and becomes dummy; dummy becomes declarer (Law 54A)"),
    "lead_reverts": Consequence({"seat": PLAY_SEAT}, ("seat",), "the lead is made by the proper player"),
    "revoke_established": Consequence({"as_if": _b("Law 63B: the revoke is treated as established for Law 64's "
                                                   "penalty only; the revoker must still correct it")},
                                      (), "the revoke can no longer be corrected (Law 63)"),
    "establish_revoke": Consequence({"how": _s("how it is established (Law 63B: attention)", ("attention",))}, ("how",),
                                    "the asked player's open revoke is established (Law 63B: attention drawn to it "
                                    "in breach of Law 61B); its `revoke` fact, stage established, goes to the rules"),
    "correct_revoke": Consequence(doc="the revoke is corrected: the proper card is played to the trick (Law 62)",
                                  withdraws=True),
    "play_designated": Consequence(doc="the card designated (as Law 46B reads declarer's words) is played from dummy"),
    "defender_designates": Consequence(
        doc="either defender may name the card dummy plays (Law 46B5); dummy's next card is theirs"),
    "designate_again": Consequence(doc="no card is played: declarer names dummy's card again (Law 46B3b, 46B4)"),
    "play_ceases": Consequence(doc="play ceases (Law 68D)"),
    "penalty_not_given": Consequence(doc="a penalty the ruling announced as due for the irregularity (a trick "
                                         "transfer at the end of play, Law 64A; a penalty card on the revoke's "
                                         "correction, 62B1) is not given (Law 43B2c)"),
    "play_void": Consequence(doc="a card played after a claim or concession is void (Law 68D)"),
    "claim_settled": Consequence({"how": _s("acquiesced | awarded", ("acquiesced", "awarded"))}, ("how",),
                                 "the tricks are scored as claimed, or as the director awards them"),
    "claim_void": Consequence(doc="the concession does not stand; play continues (Law 68B)"),
    "concession_cancelled": Consequence(doc="the concession of a trick that cannot be lost is cancelled (Law 71)"),
    "contract_concession_cancelled": Consequence(
        doc="the concession of a contract already made (by declarer) or already defeated (by a defender) is "
            "cancelled; the tricks still to be played go as the cards decide them, else as the director awards "
            "(Law 71B)"),
    "acquiescence_withdrawn": Consequence(
        doc="the acquiescence is withdrawn: the tricks acquiesced in go back to the side that acquiesced and the "
            "board is rescored (Law 69B, the director's finding)"),
    "stated_lapses": Consequence({"law": _s("the section whose rules' statements in this ruling item lapse")}, ("law",),
                                 "what the rules of the section named stated in this ruling item lapses: its "
                                 "entries (and the judgments they asked for), its citation, and a choice it offered "
                                 "that still waits (withdrawn; the table no longer waits for it). A choice already "
                                 "made under it is history and stays (Law 50C after a 50B answer of minor: 50D1, "
                                 "50D2; Law 47C after a late 45C4b yes: 47F, 50B, 50D1, 50D2)"),
    "choice_lapses": Consequence(doc="the choice waiting on the revoke card can no longer be taken: the revoke is "
                                     "established and cannot be corrected; the choice is withdrawn (Law 63C)"),
    "dummy_suggested": Consequence(doc="dummy illegally suggested a play (the director's Law 45F finding): play "
                                       "continues; a defender's play before his partner to this trick is not "
                                       "penalised (Law 57C)"),
    "adjusted_score": Consequence(doc="the director awards an adjusted score (Law 45F: the defenders were damaged by "
                                      "the play dummy suggested; Law 12C)"),
    "replace_card": Consequence({"penalty": _s("none | penalty_card: the withdrawn card becomes a penalty card "
                                               "(Law 62C2, a defender)", ("none", "penalty_card"))}, (),
                                "the card withdrawn goes back to the hand (or, with penalty_card, lies face up as a "
                                "penalty card); the new card is played in its place (Law 45C4b, 47C, 47E2a, 62C2)",
                                withdraws=True),
    "penalty_retained": Consequence(doc="an earlier obligation to play a penalty card, or a lead or play penalty, "
                                        "is kept for later (Law 60A3)"),
    "statement_required": Consequence(doc="the claimer must state his line of play; a contested claim without one is "
                                          "decided under Law 70 (Law 68C)"),
    "lead_from_hand": Consequence(doc="declarer leads to the next trick from the hand the defender named (Law 43B2a)"),
    "choose_leading_hand": Consequence({"by": PLAY_SEAT}, ("by",),
                                       "either defender may choose the hand from which declarer leads (Law 43B2a)"),
    "penalty_card_duty": Consequence({"seat": PLAY_SEAT, "grade": _s("major | minor", ("major", "minor"))},
                                     ("seat", "grade"),
                                     "what the holder of the penalty card must and may do: a minor one, no low card "
                                     "of its suit before it, any honour allowed (Law 50C); a major one, played at "
                                     "the first legal opportunity, following suit and lead or play penalties first "
                                     "(Law 50D1)"),
    "designate_penalty_card": Consequence({"seat": PLAY_SEAT}, ("seat",),
                                          doc="the penalty card declarer named is the one the holder plays first "
                                              "(Law 51A); another of his penalty cards played instead is a failure "
                                              "to play a penalty card (Law 52)"),
    "penalty_card_designated": Consequence(doc="declarer designates which of the defender's penalty cards is "
                                               "played (Law 51A)"),
    "supply_card": Consequence({"seat": PLAY_SEAT}, ("seat",),
                               "the offender places a card in the defective trick: the next card he plays goes there "
                               "(Law 67A1, 67B1)"),
    "deemed_revoke": Consequence(doc="the offender is deemed to have revoked on the defective trick: Law 64 applies, "
                                     "at most one trick (Law 67B1b)"),
    "extra_withdrawn": Consequence(doc="the extra card is withdrawn and counts as always held by the offender; a "
                                       "failure to follow suit with it since may be a revoke (Law 67A2, 67B2)",
                                   withdraws=True),
    "deemed_claim": Consequence(doc="facing his hand is a claim of the remaining tricks, ruled under Law 68 "
                                    "(declarer: Law 48B2; a defender showing his whole hand: 68A)"),
    "may_play_any_card": Consequence({"seat": PLAY_SEAT}, ("seat",),
                                     "the player who cannot comply with the lead or play penalty may play any "
                                     "other legal card (Laws 57B, 59)"),
    "later_cards_may_change": Consequence(doc="the defenders' cards played after dummy's misplaced card may be "
                                              "withdrawn and changed without penalty (Law 45D)"),
    "must_accept": Consequence(doc="the opponents' choice on the lead out of turn is gone: the lead must be accepted "
                                   "(Law 54C: declarer may have seen dummy's cards)"),
    "rights_unaffected": Consequence(doc="the opponents' rights are not affected: their choice still waits (Law 60C)"),
    "right_exercised": Consequence(doc="the act is a right the law gives the player, stated, nothing rectified "
                                       "(Law 42B1: dummy asks declarer, who failed to follow, whether he has a card "
                                       "of the suit led)"),
})

# The phases in which each consequence is applied: the table model of that phase has a handler for it
# (`rulings/consequences/auction.py`, `rulings/consequences/play.py`). The lawbook loader refuses, with
# file and line, a rule whose consequence is not applied in the rule's phase, so nothing a law file says
# is silently ignored; tests/test_engine_consequences.py holds this table equal to the registry of
# handlers, both ways.
_IN_BOTH = ("accepted", "director_judgment", "irregularity", "no_penalty", "option", "penalty_card",
            "penalty_card_grade", "stated_lapses", "treat_in_rotation", "score_adjusted", "procedural_penalty",
            "appeal_right", "ruling_to_continue", "redeal", "result_cancelled", "play_normally")
_IN_AUCTION = (
    "as_change_of_call", "auction_continues", "cancel", "cancel_subsequent", "conventional_meaning",
    "deemed_subsequent", "face_up", "forced_pass", "forfeit", "hold", "lead_penalty", "lead_penalty_applies",
    "lead_penalty_lapses", "must_correct", "must_repeat", "must_substitute", "no_double", "not_a_change",
    "not_repeated", "offender_chooses",
    "penalty_card_applies", "penalty_card_lapses", "previous_call_cancelled", "revert_turn", "score_limit",
    "void", "watch_next_call", "withdrawn_call")
_IN_PLAY = (
    "accept_lead", "acquiescence_withdrawn", "adjusted_score", "card_must_be_played", "choice_lapses",
    "choose_leading_hand", "claim_settled", "claim_void", "concession_cancelled",
    "contract_concession_cancelled", "correct_revoke", "deemed_claim", "deemed_revoke", "defender_designates",
    "designation_corrected",
    "designate_again", "designate_penalty_card", "dummy_spread", "dummy_suggested", "extra_withdrawn",
    "later_cards_may_change", "lead_from_hand", "lead_restriction", "lead_reverts", "may_play_any_card",
    "must_accept", "penalty_card_designated", "penalty_card_due", "penalty_card_duty", "penalty_card_graded",
    "penalty_card_played", "penalty_card_grade_lapses", "penalty_cards_restated", "penalty_retained", "pick_up_penalty_cards", "play_ceases", "play_designated",
    "play_restriction", "play_void", "question_answered", "replace_card", "retract", "revoke_established", "establish_revoke",
    "right_exercised", "rights_unaffected", "statement_required", "substitute", "supply_card", "swap_declarer",
    "trick_transfer", "trick_transfer_due", "penalty_not_given")
APPLIED_IN: dict[str, frozenset[str]] = {
    name: frozenset(phase for phase, names in (("auction", _IN_BOTH + _IN_AUCTION), ("play", _IN_BOTH + _IN_PLAY))
                    if name in names)
    for name in CONSEQUENCES}

#: The order a rule's `then` must keep between consequences that read, or state again, what a `stated_lapses`
#: takes back: a consequence named here comes after every one it lists, for the reason given (the loader
#: refuses another order, with file and line). Laws 47C (rule 47C.2) and 50B (rule 50B.6).
RUNS_AFTER: dict[str, dict[str, str]] = {
    "stated_lapses": {"designation_corrected": "designation_corrected reads the card first designated from 47F's "
                                               "entry, which the lapse of 47F takes back"},
    "penalty_card_grade_lapses": {"designation_corrected": "the card named instead leaves the penalty cards "
                                                           "before the grades it raised are given back"},
    "penalty_cards_restated": {"stated_lapses": "the duties it states again of the penalty cards still held "
                                                "would be taken back by a lapse after it",
                               "penalty_card_grade_lapses": "it puts the grades given back to Law 50B again (still "
                                                            "two or more: all major again) and states their duties"},
    "penalty_card_graded": {"stated_lapses": "the duty it states of the card it grades would be taken back by a "
                                             "lapse after it"},
}


# ---------------------------------------------------------------------------------------------- findings
# A law that asks the director a question declares, under its own section (`finding:`, lawbook/README.md),
# which fact field the answer sets and with what value for each answer. The table model reads the
# declarations (rulings/playtable); the lawbook loader refuses a declaration whose fact, field or value the
# registry above does not allow, with the file and line.

FINDING_KEYS = {
    "fact": "the kind of fact the answer goes into (a key of FACT_KINDS)",
    "field": "the field of that fact the answer sets",
    "answers": "answer -> value of the field: an answer word as the director enters it, or one of the answer "
               "classes yes, no (the words of ANSWER_WORDS), tricks (a whole number of tricks), other (any answer "
               "no other key takes); an answer no key takes sets nothing",
    "absent": "the field's value when no finding under this section is entered (default: none, the field absent)",
    "stage": "revoke facts: the stage at which the answer is read: established (the finding establishes the open "
             "revoke, Law 63A) | end (read when the revoke is assessed at the end of play, Law 64B)",
    "of_role": "the finding is about the card or revoke of the player of this role (Law 43B2b: declarer's revoke; "
               "45D: dummy's card, found after other cards were played)",
    "subsections": "true: a finding under any section within this one is read the same way (Laws 67, 69-71)",
}
FINDING_REQUIRED = ("fact", "field", "answers")
ANSWER_CLASSES = ("yes", "no", "tricks", "other")
# The director's answer words, as the log and the features enter them (lower case compared): yes, no.
ANSWER_WORDS = {"yes": ("yes", "true", "是", "inadvertent", "unrequested", "seen"),
                "no": ("no", "false", "否", "deliberate")}


def export_schema() -> dict[str, Any]:
    """The registry as plain data (for the docs and for tools that write law files)."""

    def spec(f: FieldSpec) -> dict[str, Any]:
        t = f.type.__name__ if isinstance(f.type, type) else "/".join(x.__name__ for x in f.type)
        return {"type": t, "values": list(f.values), "doc": f.doc}

    return {
        "facts": {k: {n: spec(f) for n, f in {**COMMON, **v}.items()} for k, v in FACT_KINDS.items()},
        "consequences": {k: {"params": {n: spec(f) for n, f in c.params.items()}, "required": list(c.required),
                             "doc": c.doc, "derives": c.derives.kind if c.derives else None,
                             "withdraws": c.withdraws,
                             "phases": sorted(APPLIED_IN[k])}
                         for k, c in CONSEQUENCES.items()},
        "findings": {"keys": dict(FINDING_KEYS), "required": list(FINDING_REQUIRED),
                     "answer_classes": list(ANSWER_CLASSES), "answer_words": {k: list(v) for k, v in ANSWER_WORDS.items()}},
    }


def fact_fields(kind: str) -> dict[str, FieldSpec]:
    return {**COMMON, **FACT_KINDS[kind]}
