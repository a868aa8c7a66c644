"""Packaging beside pyproject.toml: the lawbook stays at the top of the repository (lawbook/, where a
reader of the laws finds it) and ships inside the wheel as `rulings/_lawbook/`, read with
importlib.resources (`rulings.lawbook.LAWBOOK_DIR`). The example logs ship as `rulings/_examples/`
and the Gherkin features as `rulings/_features/` (the `.feature` files only, not the tests' .py files)
for the quiz's bank (`rulings.quiz.cases.FEATURES_DIR`, `EXAMPLES_DIR`)."""

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py


class BuildPy(build_py):
    """Ships no Python module of `rulings._features`: the features' step files and conftest are tests."""

    def find_package_modules(self, package: str, package_dir: str) -> list[tuple[str, str, str]]:
        return [] if package == "rulings._features" else super().find_package_modules(package, package_dir)


setup(
    # the data folders (static/, templates/, migrations/) are packages too, without __init__.py: listed, setuptools
    # ships their files as package data without warning that they are left out of `packages`
    packages=[*find_namespace_packages(include=["rulings", "rulings.*"], exclude=["*.__pycache__"]),
              "rulings._lawbook", "rulings._examples", "rulings._features"],
    package_dir={"rulings._lawbook": "lawbook", "rulings._examples": "examples", "rulings._features": "features"},
    cmdclass={"build_py": BuildPy},
    # the files each ships: [tool.setuptools.package-data] in pyproject.toml
)
