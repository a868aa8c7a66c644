"""Scores and adjusted scores: 第八章 记分 (Laws 77, 78) and the adjusted scores of Laws 12C, 86 and 88.

One module per concept: `law77` (the scoring table), `law78` (matchpoints, IMPs, total points),
`adjusted` (Laws 12C, 86, 88), `results` (a whole board from a YAML file), `text` (how scores are
written). The names below are re-exported here.

- Law 77 (复式桥牌比赛记分表): `score()` scores any contract and result, with a breakdown of the
  arithmetic (墩分 trick score, 超墩 overtricks, 成局/部分定约奖分, 满贯奖分, 完成加倍定约奖分,
  宕墩罚分) so a director can check it line by line.
- Law 78 (记分表): `matchpoints()` (78A: 2 units for each result beaten, 1 for each tie), `imps()` /
  `imp_scale()` (78B: the IMP scale), `total_points()` (78C). Law 78D (special methods need the
  sponsor's regulations) is the constant `SPECIAL_METHODS_NOTE`, attached to results that use one.
- Laws 12C, 86 and 88 (`adjusted`): `artificial_score()`, `assigned_score()`, `weighted_score()`,
  `team_imps()`; see that module.
- `score_board()` / `load_board()`: a whole board from a YAML file (the `rulings board` command).

Every returned value carries `law`, the citation path of the law it applies ("77", "78B", "12C3" …).

The board file (`rulings board RESULTS.yaml`)
---------------------------------------------
```yaml
board: 5                  # board number; gives the vulnerability through Law 2 when `vulnerable` is absent
vulnerable: NS            # optional: none | NS | EW | both (also 双无 南北 东西 双有)
scoring: matchpoints      # matchpoints (Law 78A) | imps (Law 78B, cross-IMPs) | total (Law 78C)
form: pairs               # optional: pairs (双人赛, the default) | individual (个人赛, Laws 88, 89)
session: {"3": 64.5}      # optional: a pair's (a player's) session percentage, for artificial scores (Law 88)
results:                  # one entry per table
  - {ns: "1", ew: "11", contract: 4H, declarer: S, tricks: 10}
  - {pair: "2", score: 450}                     # `pair` is the NS pair; `score` is the NS score
  - {ns: "3", ew: "13", contract: pass}         # passed out: 0
  - {ns: "4", ew: "14", artificial: average_plus}                        # both sides (12C1)
  - {ns: "5", ew: "15", artificial: {ns: average_plus, ew: average_minus}}
  - {ns: "6", ew: "16", assigned: {offenders: EW,                        # 12C2
                                   non_offending: {contract: 4H, declarer: S, tricks: 10},
                                   offending: {contract: 4H, declarer: S, tricks: 11}}}
  - {ns: "7", ew: "17", weighted: [{contract: 4H, declarer: S, tricks: 10, weight: 0.4},   # 12C3
                                   {contract: 4H, declarer: S, tricks: 9, weight: 0.6}]}
```
A result is `{contract, declarer, tricks}`, `{score}` (NS points) or `{contract: pass}`. The results of
`assigned` may themselves be `{weighted: [...]}`. `artificial` is `average_plus` | `average` |
`average_minus` (also `A+`, `A`, `A-`, 平均正分, 平均分, 平均负分). Each side (NS pairs, EW pairs) is
scored in its own field: an unbalanced adjusted score gives each side its own score. Artificial scores
are not compared: the results actually obtained are compared with one another (top 2×(k−1) for k
results) and an artificial score is its percentage of that top. Total points cannot express an
artificial or weighted score; those need matchpoints or IMPs.

An individual event (`form: individual`, matchpoints or total points) names the four players of each
table instead of pairs: `{n: "1", s: "2", e: "3", w: "4", contract: 4H, declarer: S, tricks: 10}`;
`session` is then keyed by player. Each player is given his side's score. An artificial score is given
per side (`artificial: {ns: average_plus, ew: average_minus}`): 平均正分 to each player by his own session
percentage (Law 88 "该赛员"), the side at fault both players the same, 40% (Law 89).
"""

from __future__ import annotations

from rulings.contract import Contract
from rulings.scoring.adjusted import (
    ARTIFICIAL_EN,
    ARTIFICIAL_KINDS,
    ARTIFICIAL_ZH,
    CONTEST_FORM_ZH,
    CONTEST_FORMS,
    ArtificialScore,
    ArtificialTable,
    AssignedScore,
    Result,
    ResultLike,
    TeamBoard,
    WeightedScore,
    artificial_score,
    assigned_score,
    parse_artificial,
    team_imps,
    weighted_imps,
    weighted_matchpoints,
    weighted_score,
)
from rulings.scoring.law77 import (
    DOUBLING_EN,
    DOUBLING_SUFFIX,
    DOUBLING_ZH,
    Score,
    ScoreItem,
    parse_contract,
    parse_vulnerability,
    score,
)
from rulings.scoring.law78 import (
    IMP_SCALE,
    SPECIAL_METHODS_NOTE,
    Distribution,
    Imps,
    Matchpoints,
    TotalPoints,
    imp_scale,
    imps,
    matchpoints,
    total_points,
)
from rulings.scoring.results import (
    BOARD_FORMS,
    SCORING_FORMS,
    SCORING_ZH,
    Board,
    BoardResult,
    Entry,
    Side,
    SideScore,
    board_vulnerability,
    load_board,
    parse_board,
    score_board,
)
from rulings.scoring.text import law_zh, plain_number, signed

__all__ = [
    "ARTIFICIAL_EN", "ARTIFICIAL_KINDS", "ARTIFICIAL_ZH", "BOARD_FORMS", "CONTEST_FORMS", "CONTEST_FORM_ZH",
    "DOUBLING_EN", "DOUBLING_SUFFIX", "DOUBLING_ZH", "IMP_SCALE",
    "SCORING_FORMS", "SCORING_ZH", "SPECIAL_METHODS_NOTE", "ArtificialScore", "ArtificialTable", "AssignedScore",
    "Board", "BoardResult", "Contract", "Distribution", "Entry", "Imps", "Matchpoints", "Result", "ResultLike",
    "Score", "ScoreItem", "Side", "SideScore", "TeamBoard", "TotalPoints", "WeightedScore", "artificial_score",
    "assigned_score", "board_vulnerability", "imp_scale", "imps", "law_zh", "load_board", "matchpoints",
    "parse_artificial", "parse_board", "parse_contract", "parse_vulnerability", "plain_number", "score",
    "score_board", "signed", "team_imps", "total_points", "weighted_imps", "weighted_matchpoints", "weighted_score",
]
