# Délais : combien de temps une personne peut faire attendre la partie avant qu'un bot
# joue à sa place. en/clock.ftl a les mêmes identifiants. Un mot entre accents graves
# est une commande, écrite dans la notation canonique : le front la réécrit comme le
# lecteur la tape.

## Une durée : jours et heures, heures seules sous un jour, minutes sous une heure (les
## parties non montrées valent 0).

duration = { $days ->
        [0] { $hours ->
                [0] { $minutes ->
                        [one] { $minutes } minute
                       *[other] { $minutes } minutes
                    }
                [one] 1 heure
               *[other] { $hours } heures
            }
        [one] 1 jour{ duration-hours }
       *[other] { $days } jours{ duration-hours }
    }
# Les heures après les jours, s'il y en a.
duration-hours = { $hours ->
        [0] {""}
        [one] {" "}1 heure
       *[other] {" "}{ $hours } heures
    }

## Le délai d'une partie : dans son salon d'attente, `status` et `options`.

clock-line = Délai : { $duration } par décision, puis un bot joue.
clock-none = Aucun délai : la partie attend le temps qu'il faut.
# $word : le mot du délai par défaut.
clock-default = { $word } (par défaut)
options-clocks = Délais : { $clocks }. Choisissez-en un avec `new clock 24h` : le temps qu'un joueur peut faire attendre la partie avant qu'un bot joue pour lui.
bad-not-a-clock = { $given ->
        [yes] `{ $word }` n'est pas un délai
       *[no] il manque la durée du délai
    } ; les délais sont : { $clocks }

## Qui a combien de temps (`status`), le dernier rappel et la relève.

clock-left = Il reste { $duration } à { $name }.
clock-up = Le temps { ELIDE("de", $name) } est écoulé : un bot joue au prochain tour.
# $names : tous ceux que la partie attend.
clock-warning = { $names }, il vous reste { $duration } avant qu'un bot joue pour vous.
clock-ran-out = Le temps { ELIDE("de", $name) } est écoulé : un bot joue pour { $name } jusqu'à son retour avec `join`.
