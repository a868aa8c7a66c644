"""The typed contracts (issue 12): the event log and the ruling JSON are described once, as pydantic
models, and the parser, the API's request schema and its `response_model` all use them.

- every event kind of the log is a model, and the OpenAPI request body documents each one;
- the log parser refuses through those models with the one-line LogError of before (event, field);
- the ruling model accepts, unchanged, every ruling the engine produces on the worked cases
  (examples/, the features' scenarios, the quiz seeds).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from fastapi.testclient import TestClient

from rulings.errors import LogError
from rulings.eventlog import EVENT_MODELS
from rulings.log import parse_log
from rulings.quiz.cases import seed_cases
from rulings.ruling import default_engine, rule
from rulings.ruling_json import Ruling
from rulings.service.app import create_app
from rulings.service.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("call", "director", "choose", "expose", "lead", "play", "designate", "indicate", "claim", "concede", "object", "finding",
         "names_card", "asks", "reserve", "review", "spectator")


def test_every_event_kind_is_a_model_with_its_own_key() -> None:
    assert tuple(EVENT_MODELS) == KINDS
    for kind, model in EVENT_MODELS.items():
        assert kind in model.model_fields, kind
        assert model.model_config.get("extra") == "forbid", kind


def test_the_openapi_request_body_documents_every_event_kind(tmp_path: Path) -> None:
    app = create_app(Settings(inline=True, database_url=f"sqlite:///{tmp_path / 'spec.sqlite3'}"))
    with TestClient(app) as client:
        spec = client.get("/openapi.json").json()
    post = spec["paths"]["/api/rulings"]["post"]
    body = post["requestBody"]["content"]["application/json"]["schema"]
    assert body["title"] == "EventLog"
    kinds = body["properties"]["events"]["items"]["oneOf"]
    assert [next(k for k in KINDS if k in one["properties"]) for one in kinds] == list(KINDS)
    call = kinds[0]
    assert set(call["required"]) == {"seat", "call"} and call["additionalProperties"] is False
    # the director event may say who summoned him (Law 43A1a), and nothing else of its own
    assert kinds[1]["properties"]["director"]["const"] is True and set(kinds[1]["required"]) == {"director"}
    assert set(kinds[1]["properties"]) == {"director", "seat", "note"}
    assert post["responses"]["200"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Ruling"}
    assert {"rulings", "state"} <= set(spec["components"]["schemas"]["Ruling"]["required"])


@pytest.mark.parametrize(("data", "event", "field", "words"), [
    ({"dealer": "N", "events": [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "1S", "suits": True}]},
     1, "suits", "list of suits"),
    ({"dealer": "N", "events": [{"director": True, "call": "1H"}]}, 0, None, "more than one event key"),
    ({"dealer": "N", "events": [{"director": True, "seat": "N", "by": "N"}]}, 0, "by", "unknown key 'by' for a director"),
    ({"dealer": "N", "events": [{"seat": "N", "call": "1H", "play": "SA"}]}, 0, None, "more than one event key"),
    ({"dealer": "N", "events": [{"seat": "N", "object": "maybe"}]}, 0, "object", "object: true"),
    ({"dealer": "N", "events": [{"seat": "N", "choose": {"require_lead": "Z"}}]}, 0, "choose", "names a suit"),
    ({"dealer": "N", "events": [{"seat": "N", "claim": True}]}, 0, "claim", "0 to 13"),
    # Law 49's named card is `names_card`: the old form `names` alone is refused, naming the new key
    ({"dealer": "N", "events": [{"seat": "E", "names": "HJ"}]}, 0, "names", "write 'names_card'"),
    ({"dealer": "N", "events": [{"seat": "E", "names_card": "H1"}]}, 0, "names_card", "H1"),
    # Law 61B: the seat asked is a seat, and another player's
    ({"dealer": "N", "events": [{"seat": "N", "asks": "N"}]}, 0, "asks", "not the asker himself"),
    ({"dealer": "N", "events": [{"seat": "N", "asks": "X"}]}, 0, "asks", "unknown seat"),
    ({"dealer": "N", "events": [{"asks": "S"}]}, 0, "seat", "needs 'seat'"),
    ({"dealer": "N", "hands": {"N": ["AKQ"]}}, None, "hands.N", "S.H.D.C"),
    ({"dealer": "N", "title": {"a": 1}}, None, "title", "text"),
])
def test_the_models_refuse_with_the_event_and_field(data: dict[str, Any], event: int | None, field: str | None,
                                                   words: str) -> None:
    with pytest.raises(LogError) as info:
        parse_log(data)
    assert (info.value.event, info.value.field) == (event, field), str(info.value)
    assert words in str(info.value) and "\n" not in str(info.value)


def test_the_model_keeps_what_the_table_models_read() -> None:
    log = parse_log({"board": 3, "events": [
        {"seat": "S", "call": "2C", "conventional": True, "suits": ["h", "S"]},
        {"seat": "W", "choose": {"penalty_card": "dj"}}, {"seat": "N", "expose": "SA"},
        {"seat": "E", "designate": "10"}, {"finding": True, "law": 23, "trick": 2}]})
    assert (log.dealer, log.vulnerable) == ("S", "EW")  # Law 2: board 3
    call, choice, expose, designate, finding = log.events
    assert (call.type, str(call.call), call.conventional, call.suits) == ("call", "2C", True, ("H", "S"))
    assert (choice.type, choice.choice, choice.choice_value) == ("choice", "penalty_card", "DJ")
    assert [str(c) for c in expose.cards] == ["SA"] and designate.designation == "T"
    assert (finding.type, finding.seat, finding.finding, finding.law, finding.trick) == ("finding", None, "yes", "23", 2)


def _worked_logs() -> list[tuple[str, dict[str, Any]]]:
    out = [(f"examples/{p.name}", yaml.safe_load(p.read_text(encoding="utf-8")))
           for p in sorted((ROOT / "examples").glob("*.yaml"))]
    return out + [(case.source, case.log) for case in seed_cases(ROOT)]


def test_the_ruling_model_accepts_every_worked_ruling_unchanged() -> None:
    engine = default_engine("python")
    checked = 0
    for source, data in _worked_logs():
        try:
            log = parse_log(data, source=source)
            ruling = rule(log, engine)
        except LogError:  # a log the engine refuses (bad input is an answer too): there is no ruling to model
            continue
        model = Ruling.model_validate(ruling)
        assert model.model_dump(mode="json", exclude_unset=True) == ruling, source
        checked += 1
    assert checked >= 200  # features, examples and seeds: the whole worked corpus
