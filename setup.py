"""Packaging beside pyproject.toml: the lawbook stays at the top of the repository (lawbook/, where a
reader of the laws finds it) and ships inside the wheel as `rulings/_lawbook/`, read with
importlib.resources (`rulings.lawbook.LAWBOOK_DIR`). The example logs ship as `rulings/_examples/`
for the quiz's bank."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["rulings", "rulings.*"]), "rulings._lawbook", "rulings._examples"],
    package_dir={"rulings._lawbook": "lawbook", "rulings._examples": "examples"},
    # the files each ships: [tool.setuptools.package-data] in pyproject.toml
)
