# Les termes : les noms des choses du jeu, partagés par tous les domaines (une zone, une
# catégorie de points, le niveau d'un bot). Chacun prend le mot du moteur pour la chose
# et choisit selon lui. en/terms.ftl a les mêmes identifiants. Le nom d'une extension
# (expansion-title-<mot>) et les choses qui lui sont propres (un monument, une carte
# Présent) sont dans son fichier (monuments.ftl, gifts.ftl).
# Les termes suivent les règles françaises (../shared/rules/), l'autorité (tickets 24 et 37) :
# une forteresse (Ponts, Forteresses et Bazars ; le mot « château » se tape aussi, voir
# verbs.rs), les titres avec « et », déballer un présent, rassembler le troupeau, la réserve
# (les figurines hors du plateau), un bot, un joueur inscrit. Les espaces avant : ; ! ?
# sont écrites simples ici et deviennent insécables au chargement (src/locale.rs), qui
# fait aussi l'élision : ELIDE("de", $name) donne « d'Amélie » ou « de Bob ».

# Une zone comme nom seul : « route », « ville »…
feature-name = { $feature ->
        [road] route
        [city] ville
        [monastery] abbaye
        [garden] jardin
       *[field] pré
    }
# Une catégorie de points, en titre de colonne du tableau final et en ligne de /stats.
category-title = { $category ->
        [road] Routes
        [city] Villes
        [monastery] Abbayes
        [garden] Jardins
        [field] Prés
        [sheep] Moutons
        [castle] Forteresses
        [bazaar] Bazars
        [gifts] Présents
        [monuments] Monuments
        [goods] Marchandises
        [fairy] Fée
        [ransom] Rançons
       *[fame] Renommée
    }
# Le niveau de jeu d'un bot.
level-name = { $level ->
        [easy] facile
        [normal] normal
       *[hard] difficile
    }
