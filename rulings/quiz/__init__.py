"""Referee training: a quiz bank grown from the lawbook's worked cases, answered by the engine, and
certified before any question is asked.

`cases` reads the worked cases and what each states of the ruling (the Then steps of `rulings.gherkin`,
the grammar the features run); `variants` varies them; `keys` asks the engine for a question's key;
`certify` checks the key against the case's statements and `consistency` checks what a trainee reads;
`bank` assembles the certified bank (and the withheld questions with their reasons); `asking`,
`choices` and `checking` put a question, its choices and an answer's check in `rulings.render`'s words;
`models`, `store` and `progress` keep trainees, answers, exams and the spaced-repetition draw.
"""
