"""Real records: PBN 2.1 and BBO LIN import, PBN 2.1 export.

Each imported board becomes a `BoardRecord` (`rulings.records.builder`): its event log, made by
the one `LogBuilder` both readers use, the board's metadata as recorded, and the `LogError` that
stopped it, if any. A malformed board does not stop the others in the same file.

- `encoding`: how a file's bytes become text (declaration, PBN default, UTF-8, GB18030);
- `tokens`: PBN tokens, the split into games (streaming), tag inheritance;
- `pbn`, `lin`: the two notations, read into the builder;
- `builder`: the log builder, `BoardRecord`, the record's contract text;
- `export`: a log and its ruling back to PBN 2.1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulings.records.builder import BoardRecord
from rulings.records.lin import import_lin, parse_lin
from rulings.records.pbn import import_pbn, iter_pbn, parse_pbn

if TYPE_CHECKING:
    from rulings.records.export import to_pbn

__all__ = ["BoardRecord", "import_lin", "import_pbn", "iter_pbn", "parse_lin", "parse_pbn", "to_pbn"]


def __getattr__(name: str) -> Any:
    """`to_pbn`, imported with the exporter when first asked for: the audit and the import read
    records and never write one, and need not import the exporter at every start-up (issue 14)."""
    if name == "to_pbn":
        from rulings.records.export import to_pbn

        return to_pbn
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
