"""The audit's start-up (issue 14): `rulings audit` imports neither pydantic and the YAML log's typed
contract (`rulings.eventlog`) nor the PBN exporter, which it never uses; `rulings audit --help`
not even the audit; every name the modules gave before is still there, imported when asked for."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import rulings.log
import rulings.records
from rulings import eventlog
from rulings.records import export

ISSUE14 = Path(__file__).parent / "data" / "issue14"
_UNUSED = ("pydantic", "rulings.eventlog", "rulings.records.export")


def _modules_after(call: str) -> list[str]:
    probe = (f"import sys, contextlib, io\nfrom rulings.cli import main\nwith contextlib.redirect_stdout(io.StringIO()):\n"
             f"    code = main({call})\n"
             f"print(code, sorted(m for m in {(*_UNUSED, 'rulings.audit')!r} if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return done.stdout.strip().splitlines()[-1].split(" ", 1)


@pytest.mark.slow  # starts interpreters: the full run only
def test_the_audit_runs_without_pydantic_the_log_schema_or_the_exporter() -> None:
    code, loaded = _modules_after(f"['audit', {str(ISSUE14 / 'tags.pbn')!r}, '--json', '--workers', '1']")
    assert (code, loaded) == ("0", "['rulings.audit']")


@pytest.mark.slow
def test_audit_help_exits_without_the_audit() -> None:
    probe = ("import sys\nfrom rulings.cli import main\ntry:\n    main(['audit', '--help'])\nexcept SystemExit as e:\n"
             "    print(e.code, 'rulings.audit' in sys.modules, 'pydantic' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert "--play-rulings" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "0 False False"


def test_the_log_module_still_gives_the_typed_contracts_names() -> None:
    assert rulings.log.CHOICES == eventlog.CHOICES
    assert rulings.log.PLAY_CHOICE_KEYS == eventlog.PLAY_CHOICE_KEYS
    assert rulings.log.EVENT_KEYS is eventlog.EVENT_KEYS
    assert rulings.log.TOP_KEYS == set(eventlog.EventLog.model_fields) >= {"events", "dealer", "vulnerable"}
    with pytest.raises(AttributeError, match="no attribute 'NOT_A_NAME'"):
        rulings.log.NOT_A_NAME  # noqa: B018


def test_the_records_package_still_gives_the_exporter() -> None:
    from rulings.records import to_pbn

    assert to_pbn is export.to_pbn is rulings.records.to_pbn
    with pytest.raises(AttributeError):
        rulings.records.not_a_name  # noqa: B018
