"""The auction's worked examples in Chinese: Laws 17, 19 and 23–39 of the 1999 Chinese Laws of Duplicate
Bridge (中国桥牌协会1999年审定《桥牌竞赛规则》), one feature file per law.

Each scenario is tagged with the citation paths it proves (`@ref-31A2b`); every step, the shared ones
and the auction's own (which rule fired, Law 23's question and answers, the text a director reads), is
in `rulings.gherkin`, bound by `features/conftest.py`, where every ruling is also checked against the
plain-Python reference evaluator.
"""

from __future__ import annotations

from pytest_bdd import scenarios

FEATURES = [f"law-{n}.feature" for n in (17, 19, *range(23, 40))] + [f"law-{n}.feature" for n in (11, 13, 16, 20, 21, 75, 84, 85)]

scenarios(*FEATURES)  # their `@ref-31A2b` tags feed the coverage matrix (pyproject: not pytest marks)
