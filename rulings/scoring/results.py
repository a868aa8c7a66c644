"""A whole board's results (the `rulings board RESULTS.yaml` command): Law 78A matchpoints, 78B
(cross-)IMPs or 78C total points for each side, with the adjusted scores of Laws 12C, 86 and 88.
The file format is in the `rulings.scoring` package's docstring."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rulings import yamlio
from rulings.errors import InputError
from rulings.scoring.adjusted import (
    ARTIFICIAL_ZH,
    CONTEST_FORM_ZH,
    CONTEST_FORMS,
    Result,
    ResultLike,
    WeightedScore,
    _ns_points,
    artificial_score,
    assigned_score,
    parse_artificial,
    weighted_score,
)
from rulings.scoring.law77 import _seat, _tricks, parse_contract, parse_vulnerability
from rulings.scoring.law78 import SPECIAL_METHODS_NOTE, Distribution, _clean, _pct, _units, imp_scale
from rulings.scoring.text import plain_number, signed
from rulings.yamlio import LDict

SCORING_FORMS = ("matchpoints", "imps", "total")
SCORING_ZH = {"matchpoints": "比赛分（第78条A款）", "imps": "国际比赛分IMP（第78条B款）", "total": "总分（第78条C款）"}
_SCORING_LAW = {"matchpoints": "78A", "imps": "78B", "total": "78C"}
#: The forms of contest a board file names (`form:`): a pair or a player is the scoring unit. Teams are
#: the `imps` scoring (Law 86); an individual event is scored by the player (Laws 88, 89).
BOARD_FORMS = tuple(f for f in CONTEST_FORMS if f != "teams")
_SEATS_OF_SIDE = {"NS": ("n", "s"), "EW": ("e", "w")}


@dataclass(frozen=True)
class Side:
    """One side (NS or EW pair) at one table: a distribution of its points, or an artificial score.
    In an individual event `players` names the side's two players (N and S, or E and W)."""

    pair: str | None
    dist: Distribution | None
    artificial: str | None
    law: str  # 77 for a result, 12C2 assigned, 12C3 weighted, 12C1 artificial
    players: tuple[str, str] | None = None


@dataclass(frozen=True)
class Entry:
    """One table of a board file: the two sides and how the result is described."""

    line: int | None
    description: str
    ns: Side
    ew: Side


@dataclass(frozen=True)
class Board:
    """A board file: number, vulnerability (and where it came from), scoring form, entries."""

    board: int | None
    vulnerable: str
    vulnerable_source: str  # file | law 2
    scoring: str
    entries: tuple[Entry, ...]
    session: Mapping[str, float] = field(default_factory=dict)
    source: str | None = None
    form: str = "pairs"  # pairs | individual (BOARD_FORMS)


@dataclass(frozen=True)
class SideScore:
    """The score of one side at one table: its points (None when weighted), and MPs/% or IMPs. In an
    individual event there is one for each player: `pair` is the player and `seat` his seat."""

    table: int
    line: int | None
    pair: str | None
    side: str
    description: str
    points: float | None
    value: float  # matchpoint units, IMPs or total points
    percentage: float | None
    law: str
    note: str = ""
    seat: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"table": self.table, "pair": self.pair, "side": self.side,
                               "result": self.description,
                               "points": plain_number(self.points) if self.points is not None else None,
                               "value": plain_number(self.value), "law": self.law}
        if self.percentage is not None:
            out["percentage"] = round(self.percentage, 2)
        if self.note:
            out["note"] = self.note
        if self.seat is not None:
            out["seat"] = self.seat
        return out


@dataclass(frozen=True)
class BoardResult:
    """A scored board: each side's scores, the top (matchpoints), and notes (Law 78D where relevant)."""

    board: int | None
    vulnerable: str
    vulnerable_source: str
    scoring: str
    top: float | None
    ns: tuple[SideScore, ...]
    ew: tuple[SideScore, ...]
    notes: tuple[str, ...]
    law: str
    form: str = "pairs"

    def to_dict(self) -> dict[str, Any]:
        return {"board": self.board, "vulnerable": self.vulnerable, "vulnerable_source": self.vulnerable_source,
                "scoring": self.scoring, "form": self.form, "law": self.law,
                "top": plain_number(self.top) if self.top is not None else None,
                "ns": [s.to_dict() for s in self.ns], "ew": [s.to_dict() for s in self.ew],
                "notes": list(self.notes)}


def _points(dist: Distribution) -> float | None:
    """The side's points when it has one result; None for a weighted score (whose weighted total
    points are never used: Law 12C3 scores are weighted matchpoints or weighted IMPs)."""
    return dist[0][0] if len(dist) == 1 else None


def score_board(board: Board) -> BoardResult:
    """Score a whole board: Law 78A matchpoints, 78B (cross-)IMPs or 78C total points for each side,
    with adjusted scores: artificial (12C1, 86A, 88), assigned (12C2) and weighted (12C3)."""
    notes: list[str] = []
    sides: dict[str, list[SideScore]] = {"NS": [], "EW": []}
    top: float | None = None
    for side_name in ("NS", "EW"):
        members = [(i, e, e.ns if side_name == "NS" else e.ew) for i, e in enumerate(board.entries, 1)]
        if board.scoring == "total":
            sides[side_name] = _total_side(board, side_name, members)
        elif board.scoring == "matchpoints":
            top, sides[side_name] = _matchpoint_side(board, side_name, members)
        else:
            sides[side_name] = _imp_side(side_name, members, notes)
    if board.scoring == "matchpoints":
        notes += _matchpoint_notes(board)
    if board.form == "individual":
        sides = {name: _individual(board, rows, top) for name, rows in sides.items()}
        notes.append("个人赛：每名赛员得其一方的成绩；违规方两人得相同的调整分（第89条），无过错的赛员按本人的本节成绩得补偿分"
                     "（第88条）— individual event: each player has his side's score; both players of the offending"
                     " side get the same adjusted score (Law 89), a player not at fault his own session percentage (Law 88)")
    return BoardResult(board.board, board.vulnerable, board.vulnerable_source, board.scoring, top,
                       tuple(sides["NS"]), tuple(sides["EW"]), tuple(notes), _SCORING_LAW[board.scoring], board.form)


def _individual(board: Board, rows: list[SideScore], top: float | None) -> list[SideScore]:
    """Laws 88 and 89, an individual event: each side's score becomes one row for each of its two players.
    A result (or an assigned or weighted score) is the side's, so both players share it; an artificial
    score is the players': 平均正分 is each player's own (88: at least 60%, or his session percentage when
    higher), while the score of a side at fault is the same for both (89 "给予违规方两人以相同的调整分": 40%
    for 平均负分, never lowered by one player's session percentage; 50% for 平均分)."""
    out: list[SideScore] = []
    for row in rows:
        entry = board.entries[row.table - 1]
        side = entry.ns if row.side == "NS" else entry.ew
        assert side.players is not None
        for seat, player in zip(_SEATS_OF_SIDE[row.side], side.players, strict=True):
            value, pct, law, note = row.value, row.percentage, row.law, row.note
            if side.artificial is not None and top is not None:
                session = board.session.get(player) if side.artificial == "average_plus" else None
                art = artificial_score(side.artificial, "individual", session)
                pct = art.percentage or 0.0
                value, note = _clean(pct / 100 * top), art.zh
                if side.artificial == "average_minus":
                    law, note = "89", note + "；违规方两人得相同的调整分（第89条）"
            out.append(SideScore(row.table, row.line, player, row.side, row.description, row.points,
                                 value, pct, law, note, seat.upper()))
    return out


_Member = tuple[int, Entry, Side]  # the entry's number (from 1), the entry, this side's score in it


def _total_side(board: Board, side_name: str, members: list[_Member]) -> list[SideScore]:
    """Law 78C, total points: each side's points as they are; no artificial or weighted score."""
    out: list[SideScore] = []
    for i, e, s in members:
        if s.artificial is not None or (s.dist is not None and len(s.dist) > 1):
            raise InputError(_where(board.source, e.line) +
                             "总分制（第78条C款）不能表示人为调整分或加权调整分，请用比赛分或IMP"
                             " — total points cannot express an artificial or weighted score;"
                             " use matchpoints or IMPs")
        assert s.dist is not None
        pts = s.dist[0][0]
        out.append(SideScore(i, e.line, s.pair, side_name, e.description, pts, pts, None,
                             "78C" if s.law == "77" else s.law))
    return out


def _matchpoint_side(board: Board, side_name: str, members: list[_Member]) -> tuple[float, list[SideScore]]:
    """Law 78A, matchpoints: each result against the other results (top 2 × (k − 1)); an artificial
    score (12C1, 88) is its percentage of that top. Returns the top and the side's scores."""
    compared = [(i, e, s) for i, e, s in members if s.dist is not None]
    k = len(compared)
    top = 2.0 * (k - 1) if k else 0.0
    out: list[SideScore] = []
    for i, e, s in members:
        if s.dist is not None:
            units = _clean(sum(_units(s.dist, o.dist) for j, _, o in compared if j != i and o.dist))
            law = "78A" if s.law == "77" else s.law
            out.append(SideScore(i, e.line, s.pair, side_name, e.description,
                                 _points(s.dist), units, _pct(units, top), law))
        else:
            assert s.artificial is not None
            session = board.session.get(s.pair) if s.pair is not None else None
            art = artificial_score(s.artificial, "pairs", session)
            pct = art.percentage or 0.0
            out.append(SideScore(i, e.line, s.pair, side_name, e.description, None,
                                 _clean(pct / 100 * top), pct, art.law, art.zh))
    return top, out


def _imp_side(side_name: str, members: list[_Member], notes: list[str]) -> list[SideScore]:
    """Law 78B, IMPs: each result against every other (cross-IMPs), averaged; an artificial score
    (12C1, 86A) is its IMPs. Adds the cross-IMPs note (78D) once when more than two results compare."""
    compared = [(i, e, s) for i, e, s in members if s.dist is not None]
    k = len(compared)
    out: list[SideScore] = []
    for i, e, s in members:
        if s.dist is not None:
            total = 0.0
            for j, _, o in compared:
                if j != i and o.dist is not None:
                    total += sum(wa * wb * imp_scale(a - b) for a, wa in s.dist for b, wb in o.dist)
            value = _clean(total / (k - 1)) if k > 1 else 0.0
            law = "78B" if s.law == "77" else s.law
            out.append(SideScore(i, e.line, s.pair, side_name, e.description,
                                 _points(s.dist), value, None, law))
        else:
            assert s.artificial is not None
            art = artificial_score(s.artificial, "teams")
            out.append(SideScore(i, e.line, s.pair, side_name, e.description, None,
                                 art.imps or 0.0, None, art.law, art.zh))
    if k > 2 and not any("78D" in n for n in notes):
        notes.append("多桌成绩互相比较换算IMP（cross-IMPs）并取平均 — each result is compared with every other"
                     " and the IMPs averaged. " + SPECIAL_METHODS_NOTE)
    return out


def _matchpoint_notes(board: Board) -> list[str]:
    """The notes of a matchpointed board: artificial scores are not compared (12C1, 88); fewer than two
    results score 50%."""
    notes: list[str] = []
    ns_compared = sum(1 for e in board.entries if e.ns.dist is not None)
    if ns_compared < len(board.entries):
        notes.append("人为调整分不参加比较：实际成绩之间互相比较，人为调整分按其百分比折算（第12条C款1、第88条）；"
                     "如需把满分换算到全部参赛者，属特殊记分法。 — artificial scores are not compared: results"
                     " are compared among themselves and an artificial score is its percentage of that top. "
                     + SPECIAL_METHODS_NOTE)
    if ns_compared < 2:
        notes.append("实际成绩少于2个，无从比较，按50%计 — fewer than two results to compare: 50%")
    return notes


# --- the YAML board file -----------------------------------------------------------------------


_LineDict = LDict  # a board file's mapping: its line and the line of each key (rulings.yamlio)


def _where(source: str | None, line: int | None) -> str:
    if source and line:
        return f"{source}:{line}: "
    if source:
        return f"{source}: "
    if line:
        return f"line {line}: "
    return ""


def _line(m: Any, key: Any = None) -> int | None:
    if isinstance(m, _LineDict):
        if key is not None and key in m.key_lines:
            return m.key_lines[key]
        return m.line
    return None


_RESULT_KEYS = {"contract", "declarer", "tricks", "score"}
_PLAYER_KEYS = ("n", "s", "e", "w")  # an individual event's four players (Law 89)
_ENTRY_KEYS = {"pair", "ns", "ew", "artificial", "assigned", "weighted", *_PLAYER_KEYS} | _RESULT_KEYS
_BOARD_KEYS = {"board", "vulnerable", "scoring", "form", "session", "results"}


class _Reader:
    def __init__(self, source: str | None, vulnerable: str) -> None:
        self.source, self.vulnerable = source, vulnerable
        self.form = "pairs"

    def fail(self, m: Any, key: Any, message: str) -> InputError:
        where = _where(self.source, _line(m, key))
        if key is not None and where:
            return InputError(f"{where}'{key}': {message}")
        return InputError(where + message)

    def check_keys(self, m: Any, allowed: set[str], what: str, line: int | None = None) -> None:
        if not isinstance(m, dict):
            raise InputError(_where(self.source, line) + f"{what} 必须是映射（键: 值）— {what} must be a mapping")
        for key in m:
            if key not in allowed:
                raise self.fail(m, key, f"{what} 中没有这个键（可用：{', '.join(sorted(allowed))}）"
                                        f" — unknown key in {what}")

    def result(self, m: Any, what: str) -> tuple[Result | int, str]:
        """A played result or a score given directly (NS view)."""
        self.check_keys(m, _RESULT_KEYS | ({"weight"} if what == "weighted" else set()), what)
        if "score" in m:
            if set(m) & {"contract", "declarer", "tricks"}:
                raise self.fail(m, "score", "给出了分数就不要再给定约 — give a score or a contract, not both")
            value = m["score"]
            if isinstance(value, bool) or not isinstance(value, int):
                raise self.fail(m, "score", f"分数 {value!r} 必须是整数 — a score must be a whole number")
            return value, f"南北 {signed(value)}"
        if "contract" not in m:
            raise self.fail(m, None, "需要 contract（定约）或 score（分数）— needs a contract or a score")
        if str(m["contract"]).strip().lower() in ("pass", "p", "passed", "不叫", "passed out"):
            if set(m) & {"declarer", "tricks"}:
                raise self.fail(m, "contract", "四家不叫没有庄家和赢墩 — a passed-out board has no declarer or tricks")
            return 0, "四家不叫 0"
        for key in ("declarer", "tricks"):
            if key not in m:
                raise self.fail(m, None, f"缺少 {key} — missing '{key}'")
        try:
            contract = parse_contract(str(m["contract"]))
        except InputError as exc:
            raise self.fail(m, "contract", str(exc)) from None
        try:
            declarer = _seat(m["declarer"])
        except InputError as exc:
            raise self.fail(m, "declarer", str(exc)) from None
        try:
            tricks = _tricks(m["tricks"])
        except InputError as exc:
            raise self.fail(m, "tricks", str(exc)) from None
        r = Result(contract, declarer, tricks)
        return r, f"{r.zh}（南北 {signed(r.score(self.vulnerable).ns)}）"

    def weighted(self, m: Any, key: str) -> WeightedScore:
        items = m[key]
        if not isinstance(items, list) or not items:
            raise self.fail(m, key, "weighted 必须是结果和权重的列表 — 'weighted' must be a list of results with weights")
        parts: list[tuple[ResultLike, float]] = []
        for item in items:
            if not isinstance(item, dict) or "weight" not in item:
                raise self.fail(item if isinstance(item, dict) else m, None if isinstance(item, dict) else key,
                                "每个加权结果都需要 weight — each weighted result needs a 'weight'")
            r, _ = self.result(item, "weighted")
            parts.append((r, item["weight"]))
        try:
            return weighted_score(parts, self.vulnerable)
        except InputError as exc:
            raise self.fail(m, key, str(exc)) from None

    def side_value(self, m: Any, key: str) -> tuple[ResultLike | WeightedScore, str]:
        value = m.get(key)
        if value is None:
            raise self.fail(m, None, f"缺少 {key} — missing '{key}'")
        if not isinstance(value, dict):
            raise self.fail(m, key, "必须是结果（contract/declarer/tricks 或 score）或 weighted"
                                    " — must be a result (contract/declarer/tricks or score) or 'weighted'")
        if "weighted" in value:
            self.check_keys(value, {"weighted"}, key)
            w = self.weighted(value, "weighted")
            return w, w.zh
        return self.result(value, key)

    def entry(self, m: Any, line: int | None = None) -> Entry:
        """One table: its result, and who sat there (pairs `ns`/`ew`, or in an individual event the
        four players `n`, `s`, `e`, `w`: each is scored, Laws 88 and 89)."""
        self.check_keys(m, _ENTRY_KEYS, "results", line)
        seats = [k for k in _PLAYER_KEYS if k in m]
        if self.form != "individual":
            if seats:
                raise self.fail(m, seats[0], "n/s/e/w 是个人赛的赛员，请在牌局文件中写 form: individual（第88条、第89条）"
                                             " — n/s/e/w name an individual event's players: write 'form: individual'")
            return self.table(m)
        for key in ("pair", "ns", "ew"):
            if key in m:
                raise self.fail(m, key, "个人赛按赛员记分，请用 n、s、e、w 写出四名赛员 — an individual event"
                                        " names its four players with n, s, e, w, not pairs")
        if len(seats) != 4:
            missing = ", ".join(k for k in _PLAYER_KEYS if k not in m)
            raise self.fail(m, None, f"个人赛每桌需要四名赛员 n、s、e、w，缺少 {missing}"
                                     f" — an individual event's table needs its four players: missing {missing}")
        players = {k: str(m[k]) for k in _PLAYER_KEYS}
        if len(set(players.values())) != 4:
            twice = next(k for i, k in enumerate(_PLAYER_KEYS) if players[k] in [players[j] for j in _PLAYER_KEYS[:i]])
            raise self.fail(m, twice, f"赛员 {players[twice]!r} 在同一桌出现两次 — player {players[twice]!r} sits twice at one table")
        e = self.table(m)
        return Entry(e.line, e.description,
                     replace(e.ns, pair=f"{players['n']}·{players['s']}", players=(players["n"], players["s"])),
                     replace(e.ew, pair=f"{players['e']}·{players['w']}", players=(players["e"], players["w"])))

    def table(self, m: Any) -> Entry:
        """One table's result and adjusted scores (the sides named by `ns`/`ew` or `pair`)."""
        if "pair" in m and "ns" in m:
            raise self.fail(m, "pair", "pair 就是南北对，不要与 ns 同时给出 — 'pair' is the NS pair; give 'pair' or 'ns'")
        ns_pair = m.get("ns", m.get("pair"))
        ew_pair = m.get("ew")
        ns_pair = None if ns_pair is None else str(ns_pair)
        ew_pair = None if ew_pair is None else str(ew_pair)
        kinds = [k for k in ("artificial", "assigned", "weighted") if k in m]
        if "contract" in m or "score" in m:
            kinds.append("result")
        if len(kinds) != 1:
            raise self.fail(m, None, "每个结果须给出且只给出一种：contract/score、artificial、assigned 或 weighted"
                                     " — give exactly one of contract/score, artificial, assigned, weighted")
        kind = kinds[0]
        line = _line(m)
        if kind == "result":
            r, label = self.result(_sub(m, _RESULT_KEYS), "results")
            ns = float(_ns_points(r, self.vulnerable))
            return Entry(line, label, Side(ns_pair, ((ns, 1.0),), None, "77"), Side(ew_pair, ((-ns, 1.0),), None, "77"))
        if kind == "artificial":
            value = m["artificial"]
            if isinstance(value, dict):
                self.check_keys(value, {"ns", "ew"}, "artificial")
                if set(value) != {"ns", "ew"}:
                    raise self.fail(m, "artificial", "需要 ns 和 ew 两方的人为调整分 — give both 'ns' and 'ew'")
                raw = (value["ns"], value["ew"])
            else:
                raw = (value, value)
            try:
                ns_kind, ew_kind = parse_artificial(str(raw[0])), parse_artificial(str(raw[1]))
            except InputError as exc:
                raise self.fail(m, "artificial", str(exc)) from None
            label = (f"人为调整分：南北{ARTIFICIAL_ZH[ns_kind]}，东西{ARTIFICIAL_ZH[ew_kind]}" if ns_kind != ew_kind
                     else f"人为调整分：{ARTIFICIAL_ZH[ns_kind]}")
            return Entry(line, label, Side(ns_pair, None, ns_kind, "12C1"), Side(ew_pair, None, ew_kind, "12C1"))
        if kind == "weighted":
            w = self.weighted(m, "weighted")
            ns_dist = tuple((float(p), wt) for p, wt in w.parts)
            return Entry(line, w.zh, Side(ns_pair, ns_dist, None, "12C3"),
                         Side(ew_pair, tuple((-p, wt) for p, wt in ns_dist), None, "12C3"))
        a = m["assigned"]
        self.check_keys(a, {"offenders", "non_offending", "offending"}, "assigned")
        if "offenders" not in a:
            raise self.fail(a, None, "缺少 offenders（违规方 NS 或 EW）— missing 'offenders' (NS or EW)")
        good, _ = self.side_value(a, "non_offending")
        bad, _ = self.side_value(a, "offending")
        try:
            assigned = assigned_score(good, bad, offenders=str(a["offenders"]), vulnerable=self.vulnerable)
        except InputError as exc:
            raise self.fail(a, "offenders", str(exc)) from None
        law = "12C3" if isinstance(good, WeightedScore) or isinstance(bad, WeightedScore) else "12C2"
        return Entry(line, assigned.zh, Side(ns_pair, assigned.ns, None, law), Side(ew_pair, assigned.ew, None, law))


def _sub(m: dict, keys: set[str]) -> _LineDict:
    out = _LineDict({k: v for k, v in m.items() if k in keys})
    out.line = _line(m) or 0  # no line: 0, which _where leaves out as it did None
    out.key_lines = {k: v for k, v in getattr(m, "key_lines", {}).items() if k in keys}
    return out


def parse_board(text: str, source: str | None = None) -> Board:
    """Read a board file (the format is in this module's docstring); InputError names the line."""
    try:
        data = yamlio.load(text)
    except yamlio.YamlError as exc:
        if exc.key is not None:
            raise InputError(_where(source, exc.line) + f"键 {exc.key!r} 重复 — duplicate key {exc.key!r}") from None
        raise InputError(_where(source, exc.line) + f"YAML 格式错误：{exc.message} — malformed YAML") from None
    if not isinstance(data, dict):
        raise InputError(_where(source, 1) + "牌局文件必须是映射，含 board、scoring、results"
                                             " — a board file is a mapping with board, scoring, results")
    reader = _Reader(source, "none")
    reader.check_keys(data, _BOARD_KEYS, "board file")
    reader.form = _form(reader, data)
    number = data.get("board")
    if number is not None and (isinstance(number, bool) or not isinstance(number, int) or number < 1):
        raise reader.fail(data, "board", f"牌号 {number!r} 必须是正整数 — the board number must be a positive whole number")
    scoring = str(data.get("scoring", "matchpoints")).strip().lower()
    scoring = {"mp": "matchpoints", "mps": "matchpoints", "imp": "imps", "tp": "total", "total_points": "total",
               "比赛分": "matchpoints", "国际比赛分": "imps", "总分": "total"}.get(scoring, scoring)
    if scoring not in SCORING_FORMS:
        raise reader.fail(data, "scoring", f"记分法 {data.get('scoring')!r} 不认识（应为 matchpoints、imps 或 total）"
                                           " — unknown scoring method")
    if reader.form == "individual" and scoring == "imps":
        raise reader.fail(data, "form", "个人赛按比赛分或总分计分，不用IMP（IMP的人为调整分是队式赛的，第86条）"
                                        " — an individual event is scored by matchpoints or total points, not IMPs")
    if "vulnerable" in data:
        try:
            vulnerable = parse_vulnerability(str(data["vulnerable"]))
        except InputError as exc:
            raise reader.fail(data, "vulnerable", str(exc)) from None
        vul_source = "file"
    elif number is not None:
        vulnerable = board_vulnerability(number)
        vul_source = "law 2"
    else:
        raise reader.fail(data, None, "需要 board（牌号，按第2条定局况）或 vulnerable（局况）"
                                      " — give 'board' (Law 2 gives the vulnerability) or 'vulnerable'")
    reader.vulnerable = vulnerable
    session_raw = data.get("session") or {}
    if not isinstance(session_raw, dict):
        raise reader.fail(data, "session", "session 必须是 对号: 百分比 — 'session' maps a pair to its percentage")
    session: dict[str, float] = {}
    for pair, pct in session_raw.items():
        if isinstance(pct, bool) or not isinstance(pct, int | float) or not 0 <= pct <= 100:
            raise reader.fail(session_raw, pair, f"整节比赛百分比 {pct!r} 必须在0至100之间 — a session percentage must be 0 to 100")
        session[str(pair)] = float(pct)
    results = data.get("results")
    if not isinstance(results, list) or not results:
        raise reader.fail(data, "results" if "results" in data else None,
                          "results 必须是非空列表 — 'results' must be a non-empty list")
    entries = tuple(reader.entry(m, _line(data, "results")) for m in results)
    return Board(number, vulnerable, vul_source, scoring, entries, session, source, reader.form)


def _form(reader: _Reader, data: Any) -> str:
    """The board file's `form:` (比赛形式): pairs (the default) or individual (个人赛, Laws 88, 89)."""
    raw = data.get("form", "pairs")
    form = {"双人赛": "pairs", "个人赛": "individual"}.get(str(raw).strip(), str(raw).strip().lower())
    if form not in BOARD_FORMS:
        names = "、".join(f"{f}（{CONTEST_FORM_ZH[f]}）" for f in BOARD_FORMS)
        raise reader.fail(data, "form", f"比赛形式 {raw!r} 不认识（应为 {names}；队式赛用 scoring: imps）"
                                        f" — unknown form of contest {raw!r}")
    return form


def load_board(path: str | Path) -> Board:
    """Read a board file from disk (`rulings board RESULTS.yaml`)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"{path}: 无法读取 — cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(f"{path}: 不是 UTF-8 文本 — not UTF-8 text") from None
    return parse_board(text, str(path))


def board_vulnerability(board: int) -> str:
    """Law 2: the vulnerability of a board from its number (the lawbook's board cycle)."""
    from rulings.boards import conditions

    try:
        return conditions(board)[1]
    except (KeyError, ValueError) as exc:
        raise InputError(f"牌号 {board!r} 无法按第2条确定局况 — Law 2 gives no vulnerability for board {board!r}: {exc}") from None

