#!/usr/bin/env python3
"""scikit-learn TfidfVectorizer reference for veraz's retriever.

    /usr/bin/python3 scripts/tfidf_vectors.py > lib/retrieval/__vectors__/tfidf_sklearn.json

Fits the default TfidfVectorizer on the seed's 12 notes and scores the 25
questions (cosine similarity = dot product of the l2-normalised rows), plus an
extra corpus with accents, digits and underscores.
"""
import json
import sys

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer

data = json.load(open("lib/dataset/seed_data.json", encoding="utf-8"))
notes = [n["texto"] for n in data["notas"]]
ids = [n["id"] for n in data["notas"]]


def case(docs, doc_ids, queries):
    v = TfidfVectorizer()
    m = v.fit_transform(docs)
    q = v.transform(queries)
    scores = (q @ m.T).toarray()
    return {
        "docs": docs,
        "ids": doc_ids,
        "vocabulary": sorted(v.vocabulary_.keys()),
        "idf": {t: float(v.idf_[i]) for t, i in v.vocabulary_.items()},
        "queries": [
            {"query": text, "scores": [float(s) for s in row]} for text, row in zip(queries, scores)
        ],
    }


extra_docs = ["Año 2026: la niña_1 corrió 3 km; ÁRBOL árbol ARBOL.", "El café, el té y el mate 100 % naturales.", "x y z"]
out = {
    "seed": case(notes, ids, [q["pregunta"] for q in data["banco"]]),
    "extra": case(extra_docs, [1, 2, 3], ["¿Qué árbol corrió 2026?", "café o té", "x"]),
}
json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
sys.stdout.write("\n")
