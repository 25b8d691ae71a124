-- Issue 35: a channel's unfiltered summary from counters instead of a scan of every response
-- (docs/admin-workspace.md, "Summary, tags and answer filters"). Kept by the response-answers
-- projection in the transaction that writes response_answers: each batch adds what its rows
-- changed (after minus before), so resubmissions and erasures stay counted exactly once.
CREATE TABLE response_answer_counts (
  channel text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('response', 'answered', 'choice', 'number')),
  field text NOT NULL,
  value text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (channel, kind, field, value)
);

-- The counters of the rows already projected; the projection keeps them from here on.
INSERT INTO response_answer_counts (channel, kind, field, value, n)
SELECT channel, 'response', '', '', count(*)::int FROM response_answers GROUP BY channel
UNION ALL
SELECT channel, 'answered', f, '', count(*)::int FROM response_answers, unnest(answered) f GROUP BY channel, f
UNION ALL
SELECT channel, 'choice', split_part(t, E'\x1f', 1), substr(t, strpos(t, E'\x1f') + 1), count(*)::int
  FROM response_answers, unnest(choice_tokens) t GROUP BY 1, 2, 3, 4
UNION ALL
SELECT channel, 'number', f.key, f.value, count(*)::int FROM response_answers, jsonb_each_text(numbers) f GROUP BY 1, 2, 3, 4;
