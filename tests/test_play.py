"""The play mechanics (rulings/play.py): contract, opening leader, tricks, revokes, a deal played out."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.calls import Call
from rulings.cards import FULL_PACK, STRAINS, Card, parse_hand
from rulings.play import (
    Contract,
    PlayState,
    declarer_tricks_after,
    defender_tricks_after,
    dummy,
    opening_leader,
    trick_winner,
    validate_hands,
)
from rulings.seats import ORDER, Seat

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def c(text: str) -> Card:
    return Card.parse(text)


def auction(*items: str) -> list[tuple[Seat, Call]]:
    """`auction("N 1H", "E P", ...)` as (seat, call) pairs."""
    out = []
    for item in items:
        seat, call = item.split()
        out.append((Seat(seat), Call.parse(call)))
    return out


# A deal designed trick by trick; contract 4S by South (dummy North, West leads).
HANDS = {
    W: parse_hand("743.KQJ.J63.T752"),
    N: parse_hand("K85.9742.KQ94.A8"),
    E: parse_hand("A96.T865.72.KQJ3"),
    S: parse_hand("QJT2.A3.AT85.964"),
}
# Each trick as played, starting with the leader; then the expected winner.
PLAY = [
    ("W HK N H2 E H5 S HA", S),
    ("S S2 W S3 N SK E SA", E),
    ("E D2 S DA W D3 N D4", S),
    ("S SQ W S4 N S5 E S6", S),
    ("S SJ W S7 N S8 E S9", S),
    ("S H3 W HQ N H4 E H6", W),
    ("W C2 N CA E C3 S C4", N),  # N wins with the ace
    ("N H7 E H8 S ST W HJ", S),  # S ruffs a heart
    ("S D5 W D6 N DK E D7", N),
    ("N H9 E HT S D8 W C5", E),  # S and W discard: void in hearts
    ("E CK S C6 W C7 N C8", E),
    ("E CQ S C9 W CT N D9", E),  # N discards
    ("E CJ S DT W DJ N DQ", E),  # no trump: the highest club wins
]
CONTRACT = Contract(4, "S", 0, S)


def trick_cards(text: str) -> list[tuple[Seat, Card]]:
    words = text.split()
    return [(Seat(words[i]), c(words[i + 1])) for i in range(0, len(words), 2)]


# ---------------------------------------------------------------- contract


def test_contract_from_auction_simple():
    got = Contract.from_auction(auction("N 1H", "E P", "S 4H", "W P", "N P", "E P"))
    assert got == Contract(4, "H", 0, N)
    assert got.trump == "H" and got.dummy == S and got.tricks_needed == 10


def test_declarer_is_first_of_the_side_to_name_the_strain():
    calls = auction("N 1C", "E 1H", "S 2H", "W P", "N 3C", "E P", "S 3NT", "W P",
                    "N 4H", "E P", "S P", "W P")
    assert Contract.from_auction(calls) == Contract(4, "H", 0, S)  # E's 1H does not count


def test_doubled_and_redoubled():
    assert Contract.from_auction(auction("N 1H", "E X", "S 4H", "W X", "N P", "E P", "S P")) \
        == Contract(4, "H", 1, N)
    assert Contract.from_auction(auction("N 1H", "E X", "S 4H", "W X", "N XX", "E P", "S P", "W P")) \
        == Contract(4, "H", 2, N)


def test_a_double_before_the_last_bid_does_not_count():
    got = Contract.from_auction(auction("W 1NT", "N X", "E 2C", "S P", "W P", "N P"))
    assert got == Contract(2, "C", 0, E)


def test_passed_out():
    assert Contract.from_auction(auction("N P", "E P", "S P", "W P")) is None
    assert Contract.from_auction([]) is None


def test_contract_checks_its_fields():
    with pytest.raises(ValueError, match="level"):
        Contract(8, "S", 0, N)
    with pytest.raises(ValueError, match="strain"):
        Contract(1, "X", 0, N)
    with pytest.raises(ValueError, match="doubled"):
        Contract(1, "S", 3, N)
    assert str(Contract(3, "NT", 2, W)) == "3NTXX W"


def test_opening_leader_and_dummy():
    assert opening_leader(Contract(3, "NT", 0, S)) == W
    assert opening_leader(Contract(3, "NT", 0, W)) == N
    assert dummy(Contract(3, "NT", 0, E)) == W


# ---------------------------------------------------------------- trick winner


def test_trick_winner_without_trumps():
    cards = trick_cards("W HK N H2 E HA S SA")
    assert trick_winner(cards, None) == E  # SA does not follow: the highest heart wins


def test_trick_winner_with_trumps():
    cards = trick_cards("W HK N C2 E HA S C3")
    assert trick_winner(cards, "C") == S  # overruff
    assert trick_winner(cards, "S") == E  # no trump played
    assert trick_winner(trick_cards("W HK N C2"), "C") == N  # unfinished trick
    with pytest.raises(ValueError):
        trick_winner([], "S")


# ---------------------------------------------------------------- hands


def test_validate_hands():
    validate_hands(HANDS)
    with pytest.raises(ValueError, match="no hand for W"):
        validate_hands({s: h for s, h in HANDS.items() if s != W})
    short = dict(HANDS, N=HANDS[N] - {c("SK")})
    with pytest.raises(ValueError, match="N's hand has 12 cards"):
        validate_hands(short)
    clash = dict(HANDS, N=(HANDS[N] - {c("SK")}) | {c("SA")})
    with pytest.raises(ValueError, match="SA is in both"):
        validate_hands(clash)
    with pytest.raises(ValueError, match="twice"):
        validate_hands({N: [c("SA")] * 13}, complete=False)


def test_the_designed_deal_is_a_deal():
    assert sum(len(h) for h in HANDS.values()) == 52
    assert frozenset().union(*HANDS.values()) == FULL_PACK


# ---------------------------------------------------------------- a full deal


def test_full_deal_played_out():
    state = PlayState(HANDS, CONTRACT)
    assert state.next_to_play == W and not state.opening_lead_made
    for number, (text, winner) in enumerate(PLAY, start=1):
        cards = trick_cards(text)
        assert state.next_to_play == cards[0][0]
        for position, (seat, card) in enumerate(cards, start=1):
            assert state.next_to_play == seat
            result = state.play(seat, card)
            assert result.trick == number and result.position == position
            assert result.in_turn and result.card_in_hand and not result.revoke
            assert result.is_lead == (position == 1)
            assert result.completes_trick == (position == 4)
        assert result.winner == winner, f"trick {number}"
        assert state.trick_won_by_seat(number) == winner
        assert state.current_trick == []
    assert state.is_over and state.next_to_play is None
    assert state.tricks_won == {"NS": 7, "EW": 6}
    assert declarer_tricks_after(state) == 7 and defender_tricks_after(state) == 6
    assert declarer_tricks_after(state, 5) == 4  # S won 1, 3, 4, 5
    assert state.played == FULL_PACK
    assert all(not cards for cards in state.remaining.values())
    assert [t.index for t in state.tricks] == list(range(1, 14))
    assert state.trick(8).card_of(S) == c("ST") and state.trick(8).winning_card == c("ST")
    assert state.tricks_won_by_side_from(10, "EW") == 4
    assert state.tricks_won_by_side_from(8, "NS") == 2
    assert state.revokes() == []
    with pytest.raises(ValueError, match="13 tricks"):
        state.play(W, c("SA"))


def test_discard_when_void_is_not_a_revoke():
    state = PlayState(HANDS, CONTRACT)
    for text, _ in PLAY[:9]:
        for seat, card in trick_cards(text):
            state.play(seat, card)
    state.play(N, c("H9"))
    state.play(E, c("HT"))
    result = state.play(S, c("D8"))
    assert not result.followed_suit and result.could_follow is False and result.revoke is False


# ---------------------------------------------------------------- revoke, wrong cards, turns


def test_revoke_detected():
    state = PlayState(HANDS, CONTRACT)
    state.play(W, c("HK"))
    result = state.play(N, c("CA"))  # N holds four hearts
    assert result.led_suit == "H" and not result.followed_suit
    assert result.could_follow and result.revoke
    assert result.role == "dummy"
    assert state.holds_suit(N, "H") and state.cards_of(N, "H") == {c("H9"), c("H7"), c("H4"), c("H2")}
    assert state.legal_cards(E) == state.cards_of(E, "H")
    state.play(E, c("H5"))
    done = state.play(S, c("HA"))
    assert done.winner == S and done.winning_side == "NS"
    assert state.revokes() == [(1, N)]
    assert state.revoked(1, N) and not state.revoked(1, E)
    assert not state.revoke_established(1, N)
    state.play(S, c("S2"))  # the offender's partner leads to the next trick (Law 63A1)
    assert state.revoke_established(1, N)
    assert state.tricks_won_by_side_from(1, "NS") == 1


def test_revoke_established_only_by_offending_side():
    state = PlayState(HANDS, CONTRACT)
    for seat, card in trick_cards("W HK N H2 E C3 S HA"):  # E revokes
        state.play(seat, card)
    state.play(S, c("S2"))
    assert not state.revoke_established(1, E)
    state.play(W, c("S3"))  # E's partner plays to the next trick
    assert state.revoke_established(1, E)


def test_card_not_in_hand_reported():
    state = PlayState(HANDS, CONTRACT)
    state.play(W, c("HK"))
    result = state.play(N, c("HA"))  # S's card
    assert result.card_in_hand is False and result.followed_suit
    assert c("HA") in state.played and c("HA") in state.remaining[S]
    with pytest.raises(ValueError, match="already been played"):
        state.play(E, c("HK"))
    with pytest.raises(ValueError, match="already played to trick 1"):
        state.play(N, c("H2"))


def test_play_out_of_turn_reported_and_rotation_follows_the_trick():
    state = PlayState(HANDS, CONTRACT)
    result = state.play(E, c("D2"))  # E leads; W was on lead
    assert result.expected == W and not result.in_turn and result.is_lead
    assert state.trick_leader == E and state.leader == W
    assert state.next_to_play == S  # play proceeds clockwise from the card led
    result = state.play(N, c("D4"))  # N plays before S and W
    assert result.expected == S and not result.in_turn
    assert state.next_to_play == S


def test_withdraw_last_card_of_current_trick():
    state = PlayState(HANDS, CONTRACT)
    state.play(W, c("HK"))
    state.play(N, c("CA"))
    assert state.withdraw_last(N) == c("CA")
    assert c("CA") in state.remaining[N] and c("CA") not in state.played
    assert state.next_to_play == N
    assert state.play(N, c("H2")).revoke is False
    with pytest.raises(ValueError, match="no card on trick 1"):
        state.withdraw_last(S)


def test_withdraw_reopens_a_quitted_trick_before_the_next_card():
    state = PlayState(HANDS, CONTRACT)
    for seat, card in trick_cards("W HK N CA E H5 S HA"):
        state.play(seat, card)
    assert state.tricks_won == {"NS": 1, "EW": 0}
    assert state.withdraw_last(N) == c("CA")  # correction of the revoke (Law 62A)
    assert state.tricks_won == {"NS": 0, "EW": 0} and state.tricks == []
    assert [s for s, _ in state.current_trick] == [W, E, S]
    assert state.next_to_play == N
    result = state.play(N, c("H2"))
    assert result.completes_trick and result.winner == S and result.trick == 1
    assert state.revokes() == []


# ---------------------------------------------------------------- defective tricks (Law 67)


def test_law67_a_trick_quitted_short_goes_to_the_best_card_played():
    state = PlayState(HANDS, CONTRACT)
    for seat, card in trick_cards("W HK N H2 E H5"):
        state.play(seat, card)
    trick = state.quit_defective_trick()  # South failed to play to trick 1
    assert (trick.index, trick.leader, trick.winner) == (1, W, W)
    assert [s for s, _ in trick.cards] == [W, N, E] and trick.card_of(S) is None
    assert state.tricks_won == {"NS": 0, "EW": 1}
    assert state.current_trick == [] and state.trick_number == 2
    assert state.next_to_play == W  # Law 44G: the winner of the defective trick leads
    assert c("HA") in state.remaining[S]  # the card South owes is still in his hand
    with pytest.raises(ValueError, match="nothing to quit"):
        state.quit_defective_trick()


def test_law67a1_the_card_supplied_before_the_next_trick_decides_the_winner_anew():
    state = PlayState(HANDS, CONTRACT)
    for seat, card in trick_cards("W HK N H2 E H5"):
        state.play(seat, card)
    state.quit_defective_trick()
    trick = state.add_to_trick(1, S, c("HA"))
    assert trick.card_of(S) == c("HA") and len(trick.cards) == 4
    assert trick.winner == S and state.trick(1).winner == S
    assert state.tricks_won == {"NS": 1, "EW": 0}
    assert c("HA") not in state.remaining[S] and state.played_by(c("HA")) == S
    assert state.next_to_play == S


def test_law67b1_the_card_supplied_after_the_next_trick_keeps_the_winner():
    state = PlayState(HANDS, CONTRACT)
    for seat, card in trick_cards("W HK N H2 E H5"):
        state.play(seat, card)
    state.quit_defective_trick()
    for seat, card in trick_cards("W C2 N CA E C3 S C4"):  # both sides play to trick 2
        state.play(seat, card)
    assert state.tricks_won == {"NS": 1, "EW": 1}
    trick = state.add_to_trick(1, S, c("HA"), keep_winner=True)
    assert trick.winner == W and trick.card_of(S) == c("HA")  # the ace would win, but does not (67B1)
    assert state.tricks_won == {"NS": 1, "EW": 1}
    assert c("HA") not in state.remaining[S] and state.next_to_play == N


def test_law67_adding_a_card_refuses_what_cannot_happen():
    state = PlayState(HANDS, CONTRACT)
    for seat, card in trick_cards("W HK N H2 E H5"):
        state.play(seat, card)
    state.quit_defective_trick()
    with pytest.raises(ValueError, match="E already has a card"):
        state.add_to_trick(1, E, c("H6"))
    with pytest.raises(ValueError, match="already been played"):
        state.add_to_trick(1, S, c("H2"))
    with pytest.raises(IndexError, match="trick 2 has not been completed"):
        state.add_to_trick(2, S, c("HA"))
    assert state.trick(1).card_of(S) is None and state.tricks_won == {"NS": 0, "EW": 1}


def test_law67b1_award_trick_moves_it_between_the_sides():
    state = PlayState(HANDS, CONTRACT)
    for seat, card in trick_cards("W HK N H2 E H5 S HA"):
        state.play(seat, card)
    assert state.award_trick(1, S).winner == S and state.tricks_won == {"NS": 1, "EW": 0}  # unchanged
    assert state.award_trick(1, W).winner == W
    assert state.tricks_won == {"NS": 0, "EW": 1} and state.next_to_play == W
    assert declarer_tricks_after(state) == 0 and defender_tricks_after(state) == 1


def test_partial_hands():
    only_n = {N: HANDS[N]}
    state = PlayState(only_n, CONTRACT)
    result = state.play(W, c("SA"))  # W's hand is unknown, and so is E's (who holds SA)
    assert result.could_follow is None and result.revoke is None and result.card_in_hand is None
    result = state.play(N, c("H2"))
    assert result.revoke is True
    result = state.play(E, c("SK"))  # N's card: known not to be E's
    assert result.card_in_hand is False
    assert state.holds_suit(E, "S") is None and state.legal_cards(E) is None
    three = {s: h for s, h in HANDS.items() if s != W}
    assert PlayState(three, CONTRACT).hands[W] == HANDS[W]


# ---------------------------------------------------------------- property


@st.composite
def deals(draw):
    pack = draw(st.permutations(sorted(FULL_PACK)))
    hands = {seat: frozenset(pack[13 * i: 13 * i + 13]) for i, seat in enumerate(ORDER)}
    contract = Contract(draw(st.integers(1, 7)), draw(st.sampled_from(STRAINS)),
                        draw(st.integers(0, 2)), draw(st.sampled_from(ORDER)))
    return hands, contract


@settings(max_examples=60, deadline=None)
@given(deal=deals(), data=st.data())
def test_any_legal_play_out(deal, data):
    hands, contract = deal
    state = PlayState(hands, contract)
    order: list[Card] = []
    while not state.is_over:
        seat = state.next_to_play
        card = data.draw(st.sampled_from(sorted(state.legal_cards(seat))))
        result = state.play(seat, card)
        assert result.in_turn and result.card_in_hand and result.revoke is False
        order.append(card)
        if result.completes_trick:
            assert state.next_to_play in (result.winner, None)
    assert len(state.tricks) == 13
    assert sum(state.tricks_won.values()) == 13
    assert declarer_tricks_after(state) + defender_tricks_after(state) == 13
    assert len(order) == 52 and set(order) == FULL_PACK
    quitted = [card for t in state.tricks for _, card in t.cards]
    assert sorted(quitted) == sorted(FULL_PACK)
    for t in state.tricks:
        assert {s for s, _ in t.cards} == set(ORDER)
        assert t.winner == trick_winner(list(t.cards), contract.trump)
        assert all(t.card_of(s) in hands[s] for s in ORDER)
    assert state.revokes() == []
