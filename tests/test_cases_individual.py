"""A case from an individual event (个人赛): the case's form of contest (pairs | individual | teams, migration
0004), the artificial score given to each player (Law 88: at least 60%, or the player's own session
percentage when higher; Law 89: the two players of the offending side the same), assigned and weighted
scores shared by each side's two players, shown in the case's JSON, its page and `rulings case`; old cases
read as before; bad input is one line naming the field.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
import yaml
from fastapi.testclient import TestClient

from rulings.cli import main as cli_main
from rulings.service.app import create_app
from rulings.service.settings import Settings
from rulings.store import migrate
from rulings.store.cases import CaseStore, case_form
from rulings.store.db import dispose_engines, make_engine
from tests.test_cases import LOG, WEIGHTED, H, detail_text

PLAYERS = {"N": "甲", "E": "乙", "S": "丙", "W": "丁"}
# EW at fault (Law 12C1 平均负分), NS not (平均正分); North's session was 64.5%, South's 55%, East's 30%
ARTIFICIAL = {"kind": "artificial", "artificial": {"ns": "average_plus", "ew": "average_minus"},
              "session": {"N": 64.5, "S": 55, "E": 30}}
ASSIGNED = {"kind": "assigned", "offenders": "EW",
            "non_offending": {"contract": "4H", "declarer": "N", "tricks": 11},
            "offending": {"contract": "4H", "declarer": "N", "tricks": 10}}


@pytest.fixture
def db_url(tmp_path: Path) -> Iterator[str]:
    yield f"sqlite:///{tmp_path / 'individual.sqlite3'}"
    dispose_engines()


@pytest.fixture
def tokens(db_url: str, migrated: Callable[[str], None]) -> dict[str, str]:
    migrated(db_url)
    st = CaseStore(db_url)
    return {name: st.add_user(name, role)[1] for name, role in
            (("王裁判", "director"), ("李委员", "committee"), ("管理员", "admin"))}


@pytest.fixture
def client(db_url: str, tokens: dict[str, str]) -> Iterator[TestClient]:
    with TestClient(create_app(Settings(database_url=db_url, inline=True, workers=1))) as c:
        yield c


def _file(client: TestClient, tokens: dict[str, str], **extra: Any) -> Any:
    return client.post("/api/cases", headers=H(tokens["王裁判"]),
                       json={"log": LOG, "tournament": "个人赛锦标赛", "board": 5, "players": PLAYERS, **extra})


def _individual_case(client: TestClient, tokens: dict[str, str]) -> int:
    r = _file(client, tokens, form="individual")
    assert r.status_code == 201, r.text
    cid = int(r.json()["id"])
    r = client.post(f"/api/cases/{cid}/director", headers=H(tokens["王裁判"]),
                    json={"findings": [{"law": "23", "answer": "是"}], "adjusted": ARTIFICIAL, "laws": ["12C1"]})
    assert r.status_code == 200, r.text
    r = client.post(f"/api/cases/{cid}/appeal", headers=H(tokens["王裁判"]),
                    json={"side": "EW", "statement": "不服", "committee": ["李委员"]})
    assert r.status_code == 200, r.text
    return cid


# ---------------------------------------------------------------------------------------------- API

def test_individual_artificial_score_is_each_players(client: TestClient, tokens: dict[str, str]) -> None:
    cid = _individual_case(client, tokens)
    case = client.get(f"/api/cases/{cid}", headers=H(tokens["李委员"])).json()
    assert case["form"] == "individual"
    players = case["director"]["adjusted"]["players"]
    # Law 88: average plus is at least 60%, or the player's OWN session percentage when higher
    assert (players["N"]["percentage"], players["N"]["law"], players["N"]["player"]) == (64.5, "88", "甲")
    assert (players["S"]["percentage"], players["S"]["law"]) == (60.0, "88")
    # Law 89: the offending side's two players the same, East's 30% session does not lower his score
    assert players["E"]["percentage"] == players["W"]["percentage"] == 40.0
    assert players["E"]["law"] == players["W"]["law"] == "89" and "第89条" in players["W"]["zh"]
    assert "Law 89" in players["E"]["en"]
    notes = case["director"]["adjusted"]["notes"]
    assert len(notes) == 1 and "东家的本节成绩30%不用" in notes[0] and "Law 89" in notes[0]


def test_individual_assigned_decision_gives_each_side_its_score(client: TestClient, tokens: dict[str, str]) -> None:
    cid = _individual_case(client, tokens)
    r = client.post(f"/api/cases/{cid}/decision", headers=H(tokens["李委员"]),
                    json={"decision": "changed", "adjusted": ASSIGNED, "laws": ["12C2", "89"]})
    assert r.status_code == 200, r.text
    players = r.json()["decision"]["score"]["players"]
    # 4H+1 vulnerable 650 for NS (non-offenders), 4H= 620 against EW (offenders), both players alike
    assert players["N"]["points"] == players["S"]["points"] == 650
    assert players["E"]["points"] == players["W"]["points"] == -620
    assert players["E"]["law"] == players["W"]["law"] == "89" and players["N"]["law"] == "12C2"


def test_individual_weighted_score_is_shared_by_each_side(client: TestClient, tokens: dict[str, str]) -> None:
    cid = _individual_case(client, tokens)
    r = client.post(f"/api/cases/{cid}/decision", headers=H(tokens["李委员"]),
                    json={"decision": "changed", "adjusted": WEIGHTED})
    assert r.status_code == 200, r.text
    players = r.json()["decision"]["score"]["players"]
    assert players["N"]["parts"] == players["S"]["parts"] == [{"points": 620, "weight": 0.6},
                                                              {"points": -100, "weight": 0.4}]
    assert players["E"]["parts"] == [{"points": -620, "weight": 0.6}, {"points": 100, "weight": 0.4}]


def test_pairs_session_percentage_is_the_pairs(client: TestClient, tokens: dict[str, str]) -> None:
    r = _file(client, tokens, form="pairs")
    cid = r.json()["id"]
    r = client.post(f"/api/cases/{cid}/director", headers=H(tokens["王裁判"]),
                    json={"adjusted": {"kind": "artificial", "artificial": {"ns": "average_plus", "ew": "average"},
                                       "session": {"NS": 70, "EW": 45}}})
    assert r.status_code == 200, r.text
    adj = r.json()["director"]["adjusted"]
    assert adj["artificial"]["ns"]["percentage"] == 70.0 and adj["artificial"]["ew"]["percentage"] == 50.0
    assert "players" not in adj
    assert len(adj["notes"]) == 1 and "EW's session percentage is not used" in adj["notes"][0]


def test_teams_case_keeps_imps_and_default_form_follows_scoring(client: TestClient, tokens: dict[str, str]) -> None:
    r = _file(client, tokens, scoring="imps")
    assert r.status_code == 201 and r.json()["form"] == "teams"
    cid = r.json()["id"]
    r = client.post(f"/api/cases/{cid}/director", headers=H(tokens["王裁判"]),
                    json={"adjusted": {"kind": "artificial", "artificial": {"ns": "average_plus", "ew": "average_minus"}}})
    assert r.json()["director"]["adjusted"]["artificial"]["ns"]["imps"] == 3
    assert _file(client, tokens).json()["form"] == "pairs"


@pytest.mark.parametrize(("body", "adjusted", "words"), [
    ({"form": "mixed"}, None, "form"),
    ({"form": "individual", "scoring": "imps"}, None, "field 'form'"),
    ({"form": "individual"}, dict(ARTIFICIAL, session={"N": 101}), "adjusted.session.N"),
    ({"form": "individual"}, dict(ARTIFICIAL, session={"W": -1}), "adjusted.session.W"),
    ({"form": "individual"}, dict(ARTIFICIAL, session={"NS": 60}), "session.NS"),
    ({"form": "pairs"}, dict(ARTIFICIAL, session={"N": 60}), "session.N"),
    ({"form": "individual"}, dict(ASSIGNED, session={"N": 60}), "field 'session'"),
])
def test_bad_form_or_session_is_one_line_naming_the_field(client: TestClient, tokens: dict[str, str],
                                                        body: dict[str, Any], adjusted: dict[str, Any] | None,
                                                        words: str) -> None:
    r = _file(client, tokens, **body)
    if adjusted is not None:
        assert r.status_code == 201, r.text
        r = client.post(f"/api/cases/{r.json()['id']}/director", headers=H(tokens["王裁判"]),
                        json={"adjusted": adjusted})
    assert r.status_code == 422
    text = detail_text(r)
    assert words in text and "\n" not in text


# ---------------------------------------------------------------------------------------------- pages

def test_case_page_shows_each_players_score(client: TestClient, tokens: dict[str, str]) -> None:
    me = H(tokens["王裁判"])
    r = client.post("/cases/new", headers=me, follow_redirects=False,
                    data={"tournament": "个人赛", "scoring": "matchpoints", "form": "individual",
                          "log": yaml.safe_dump(LOG), **{f"player_{s}": n for s, n in PLAYERS.items()}})
    assert r.status_code == 303, r.text
    cid = r.headers["location"].rsplit("/", 1)[-1]
    page = client.get(f"/cases/{cid}", headers=me).text
    assert "个人赛" in page and 'id="session_N"' in page and 'id="session_NS"' not in page
    r = client.post(f"/cases/{cid}/director", headers=me, follow_redirects=False,
                    data={"adj_kind": "artificial", "art_ns": "average_plus", "art_ew": "average_minus",
                          "session_N": "64.5%", "finding_23": "是"})
    assert r.status_code == 303, r.text
    case = client.get(f"/api/cases/{cid}", headers=me).json()
    assert case["director"]["adjusted"]["players"]["N"]["percentage"] == 64.5
    page = client.get(f"/cases/{cid}", headers=me).text
    assert "各赛员的得分" in page and "Individual event: each player" in page
    assert "64.5%" in page and "违规方两人得相同的调整分（第89条）" in page and "Law 89" in page
    r = client.post(f"/cases/{cid}/director", headers=me,
                    data={"adj_kind": "artificial", "art_ns": "average_plus", "session_S": "many"})
    assert r.status_code == 422 and "session.S" in r.text


# ---------------------------------------------------------------------------------------------- CLI

def test_cli_individual_case(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                             db_url: str) -> None:
    monkeypatch.setenv("RULINGS_DATABASE_URL", db_url)
    monkeypatch.delenv("RULINGS_TOKEN", raising=False)
    log = tmp_path / "log.yaml"
    log.write_text(yaml.safe_dump(LOG), encoding="utf-8")
    (tmp_path / "director.yaml").write_text(yaml.safe_dump({"adjusted": ARTIFICIAL}), encoding="utf-8")
    assert cli_main(["case", "new", str(log), "--form", "个人赛", "--player", "N=甲", "--player", "E=乙"]) == 0
    out = capsys.readouterr().out
    assert "比赛形式：个人赛 individual" in out
    assert cli_main(["case", "director", "1", str(tmp_path / "director.yaml")]) == 0
    out = capsys.readouterr().out
    assert "北（甲）：平均正分：64.5%" in out and "西：平均负分：40%" in out and "Law 89" in out
    assert "东家的本节成绩30%不用" in out
    assert cli_main(["case", "show", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["director"]["adjusted"]["players"]["S"]["percentage"] == 60.0
    assert cli_main(["case", "new", str(log), "--form", "mixed"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "form" in err


# ---------------------------------------------------------------------------------------------- migration

def test_cases_filed_before_0004_read_as_before(db_url: str) -> None:
    migrate.upgrade(db_url, "0003_record_integrity")
    engine = make_engine(db_url)
    now = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
    data = {"tournament": "旧队式赛", "session": None, "board": 1, "scoring": "imps", "players": {},
            "log": LOG, "ruling": {"rulings": [], "state": {}, "vulnerable": "NS"}, "lawbook_version": "1999",
            "director": None, "appeal": None, "committee": None, "decision": None, "notes": [], "laws_cited": []}
    try:
        with engine.begin() as conn:
            conn.execute(sa.text("INSERT INTO cases (created_at, created_by, tournament) VALUES (:t, '老裁判', '旧队式赛')"),
                         {"t": now})
            conn.execute(sa.insert(sa.table("case_versions", sa.column("case_id"), sa.column("version"),
                                            sa.column("created_at"), sa.column("status"), sa.column("data", sa.JSON))),
                         {"case_id": 1, "version": 1, "created_at": now, "status": "filed", "data": data})
    finally:
        engine.dispose()
    dispose_engines()
    migrate.upgrade(db_url)
    assert "0004_case_form" in migrate.current_revisions(db_url)
    st = CaseStore(db_url)
    director = st.authenticate(st.add_user("王裁判", "director")[1])
    old = st.get(director, 1)
    assert old.data == data and "form" not in old.to_dict()  # read exactly as before
    assert case_form(old.data) == "teams"  # its artificial scores stay IMPs (Law 86A), as they were
    ruled = st.record_director(director, 1, {"adjusted": {"kind": "artificial",
                                                          "artificial": {"ns": "average_plus", "ew": "average"}}})
    assert ruled.data["director"]["adjusted"]["artificial"]["ns"]["imps"] == 3
    new = st.create_case(director, {"log": LOG, "tournament": "新个人赛", "form": "individual"})
    engine = make_engine(db_url)
    try:
        with engine.begin() as conn:
            forms = dict(conn.execute(sa.text("SELECT id, form FROM cases ORDER BY id")).all())
        assert forms == {1: None, new.id: "individual"}
        with pytest.raises(sa.exc.IntegrityError), engine.begin() as conn:  # the database refuses a bad form
            conn.execute(sa.text("INSERT INTO cases (created_at, created_by, tournament, form) "
                                 "VALUES (:t, 'x', 'y', 'mixed')"), {"t": now})
    finally:
        engine.dispose()
