"""`rulings score`, `rulings imps`, `rulings board`: scores (Law 77), IMPs (Law 78B) and a whole board
with adjusted scores (Laws 78, 12C, 86, 88).

    rulings score 4SX --declarer S --tricks 7 --vulnerable both [--json]
    rulings imps 450 [--json]          # a difference in total points
    rulings imps 620 170 [--json]      # two scores: the difference is the first minus the second
    rulings board RESULTS.yaml [--json]

The board file format is documented in `rulings.scoring`.
"""

from __future__ import annotations

import argparse
import json
import unicodedata
from typing import Any

from rulings import scoring
from rulings.errors import InputError
from rulings.seats import SIDE_ZH, VULNERABILITY_ZH


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("score", help="定约记分（第77条）— score a contract (Law 77)",
                              description="按第77条记分表计算一个定约的得分 — score a contract and result by Law 77.")
    p.add_argument("contract", help="定约，如 4S、4SX、3NT、6HXX — the contract")
    p.add_argument("--declarer", "-d", required=True, help="庄家 N E S W — declarer")
    p.add_argument("--tricks", "-t", required=True, help="庄家一方赢墩数 0–13 — tricks taken by declarer's side")
    p.add_argument("--vulnerable", "-v", help="局况 none | NS | EW | both — vulnerability")
    p.add_argument("--board", "-b", type=int, help="牌号（按第2条定局况）— board number (Law 2 gives the vulnerability)")
    p.add_argument("--json", action="store_true", help="输出JSON — print JSON")
    p.set_defaults(handler=run_score)

    p = subparsers.add_parser("imps", help="分差换算IMP（第78条B款）— IMPs for a difference (Law 78B)",
                              description="按第78条B款把分差换算为IMP — IMPs for a difference (Law 78B).")
    p.add_argument("points", nargs="+", help="分差；或两个得分（第一个减第二个）— a difference, or two scores")
    p.add_argument("--json", action="store_true", help="输出JSON — print JSON")
    p.set_defaults(handler=run_imps)

    p = subparsers.add_parser("board", help="一副牌全部成绩的比赛分/IMP/总分 — score a whole board",
                              description="一副牌的比赛分（78A）、IMP（78B）或总分（78C），含调整分（12C、86、88）。")
    p.add_argument("file", help="成绩文件 RESULTS.yaml（格式见 rulings.scoring）— the board's results")
    p.add_argument("--json", action="store_true", help="输出JSON — print JSON")
    p.set_defaults(handler=run_board)


def _pad(text: str, width: int) -> str:
    """Pad to a display width, counting a Chinese character as two columns."""
    used = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return text + " " * max(width - used, 0)


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def run_score(args: argparse.Namespace) -> int:
    """Law 77: one contract and result."""
    if args.vulnerable is not None:
        vulnerable = scoring.parse_vulnerability(args.vulnerable)
    elif args.board is not None:
        if args.board < 1:
            raise InputError(f"牌号必须是正整数：{args.board} — the board number must be positive")
        vulnerable = scoring.board_vulnerability(args.board)
    else:
        raise InputError("需要 --vulnerable（局况）或 --board（牌号）— give --vulnerable or --board")
    try:
        tricks = int(args.tricks)
    except ValueError:
        raise InputError(f"赢墩数 {args.tricks!r} 必须是0至13的整数 — tricks must be a whole number 0 to 13") from None
    result = scoring.score(args.contract, args.declarer, tricks, vulnerable)
    if args.json:
        _print_json(result.to_dict())
        return 0
    print(result.zh)
    for item in result.breakdown:
        print(f"  {_pad(item.zh, 30)} {scoring.signed(item.points):>7}   {item.en}")
    side = SIDE_ZH[result.declarer.side]
    outcome = "完成定约" if result.made else "未完成定约，宕墩罚分归防守方"
    print(f"  合计（{side}，{outcome}）{scoring.signed(result.declarer_points)}"
          f" — total for declarer's side {scoring.signed(result.declarer_points)}")
    return 0


def _parse_number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise InputError(f"{text!r} 不是数字 — {text!r} is not a number") from None
    return int(value) if value == int(value) else value


def run_imps(args: argparse.Namespace) -> int:
    """Law 78B: IMPs for a difference, or for two scores."""
    if len(args.points) > 2:
        raise InputError("给出一个分差或两个得分 — give one difference or two scores")
    values = [_parse_number(t) for t in args.points]
    difference = values[0] - values[1] if len(values) == 2 else values[0]
    result = scoring.imps(difference)
    if args.json:
        _print_json(result.to_dict())
        return 0
    shown = scoring.signed(difference)
    print(f"分差 {shown}：{scoring.signed(result.imps)} IMP（{scoring.law_zh(result.law)}）"
          f" — difference {shown}: {scoring.signed(result.imps)} IMPs (Law {result.law})")
    return 0


def run_board(args: argparse.Namespace) -> int:
    """Laws 78, 12C, 86, 88: a whole board."""
    board = scoring.load_board(args.file)
    result = scoring.score_board(board)
    if args.json:
        _print_json(result.to_dict())
        return 0
    number = f"第{result.board}副 " if result.board is not None else ""
    source = "按第2条" if result.vulnerable_source == "law 2" else "文件给出"
    form = f"，{scoring.CONTEST_FORM_ZH[result.form]}" if result.form != "pairs" else ""
    print(f"{number}{VULNERABILITY_ZH[result.vulnerable]}（{source}），{scoring.SCORING_ZH[result.scoring]}{form}")
    if result.top is not None:
        print(f"满分 {scoring.plain_number(result.top)}（实际成绩每胜一个得2，持平得1）— top {result.top:g}")
    unit = {"matchpoints": "比赛分", "imps": "IMP", "total": "总分"}[result.scoring]
    for title, rows in (("南北", result.ns), ("东西", result.ew)):
        print(f"{title}：")
        for row in rows:
            pair = f"{row.pair}号" if row.pair is not None else f"第{row.table}桌"
            if row.seat is not None:  # an individual event: the player and his seat (Laws 88, 89)
                pair = f"{pair}（{row.seat}）"
            points = f"{scoring.signed(row.points):>6}" if row.points is not None else "      "
            value = scoring.plain_number(row.value)
            pct = f" {row.percentage:6.2f}%" if row.percentage is not None else ""
            print(f"  {_pad(pair, 8)} {points}  {unit} {value:>6}{pct}  （{scoring.law_zh(row.law)}）  {row.description}"
                  + (f"  [{row.note}]" if row.note else ""))
    for note in result.notes:
        print(f"注：{note}")
    return 0
