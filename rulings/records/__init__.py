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

from rulings.records.builder import BoardRecord
from rulings.records.export import to_pbn
from rulings.records.lin import import_lin, parse_lin
from rulings.records.pbn import import_pbn, iter_pbn, parse_pbn

__all__ = ["BoardRecord", "import_lin", "import_pbn", "iter_pbn", "parse_lin", "parse_pbn", "to_pbn"]
