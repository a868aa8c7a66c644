"""The play features: Laws 41-71, in Chinese. Every step (hands, auction, events as YAML, the play's
state and options) is in `rulings.gherkin`, bound by `features/conftest.py`."""

from __future__ import annotations

from pytest_bdd import scenarios

scenarios(*(f"law-{n}.feature" for n in (41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 60, 61, 62,
                                        63, 64, 67, 68, 69, 70, 71, 73)))
