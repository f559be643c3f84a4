# L'image : l'en-tête, les mots de la tuile en attente, le bazar, les légendes et le tableau final.
# en/render.ftl a les mêmes identifiants.
