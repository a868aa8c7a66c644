"""Referee training: a quiz bank generated from the lawbook's worked cases and answered by the engine.

`bank` builds the questions (event logs only; the key is always recomputed by `rulings.ruling.rule`),
`models` holds the trainee/answer/exam tables on the case store's database, `progress` the accuracy
by law and chapter and the spaced-repetition draw.
"""
