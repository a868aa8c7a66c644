"""Evidence for the director's judgment about the play (Laws 12C2, 64C, 68–71): double-dummy analysis.

- `solver`: the one adapter to the double-dummy solver (DDS through endplay);
- `position`: the table at an event of a log, replayed with `rulings.play.PlayState`;
- `deal`: the double-dummy table and par of a board;
- `claims`: a claim or concession against the double-dummy result and the worst normal line (68–71);
- `statements`: the claimer's statement read as the line it states (68C, 70C, 70D);
- `revokes`: the result after the transfer beside the double-dummy result without the revoke (64C);
- `assigned`: the contracts the director names, their double-dummy results and scores (12C2);
- `report`: `rulings analyse` — every board of a log or record file.

The analysis is evidence, never the ruling: the law's question to the director is unchanged.
"""
