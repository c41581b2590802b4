// The export passphrase's words: the 2,048 shortest of EFF's long Diceware list (eff.org/dice, CC BY 3.0 US),
// letters only. 2,048 = 2^11, so each word adds exactly 11 bits. Loaded only with the export code.
export const WORDS = `
abacus abide ablaze able abroad absurd accent aching acid acorn acre acting action active acts afar affair affirm
affix afford aflame afloat afoot afraid aged agency agenda agent aghast agile aging agony agreed ahead ahoy aide aids
aim ajar alarm album alias alibi aliens alike alive almost aloe aloft aloha alone aloof alto alumni always amaze amber
ambush amends amid amigo amino amiss among amount ample amply amuck amulet amused amuser anchor anemia anemic anew
anger angled angler angles animal anime ankle annex anthem antics antler antsy anvil anyhow anyone anyway aorta apache
appear apple apply april apron aptly aqua area arena argue arise armed armful arming armory army aroma arose around
array arrest arrive arson art ascend ascent ashen ashes ashy aside askew asleep aspect aspire astute atlas atom atop
atrium attach attain attest attic attire audio august author autism avatar avenge avenue avert avid avoid await awaken
award aware awhile awning awoke awry axis babble babied baboon backed backer backup bacon badass badge badly baffle
bagel bagful bagged baggie baggy baked bakery baking balmy bamboo banana banish banjo banked banker banner banter
barbed barber barge barley barman barn barrel bash basics basil basin basis basket batboy batch bath baton bats battle
bauble blade blah blame blank blast blazer bleach bleak bleep blend bless blimp bling blinks blip blitz blob blog blot
blouse bluff bluish blunt blurb blurry blurt blush boat bobbed bobble bobcat body bogged boggle bogus boil bok bolt
bonded boned boney bonnet bonsai bonus bony book booted booth bootie boots boozy borax boring boss botany botch both
bottle bottom bounce bouncy bovine boxcar boxer boxing boxy breach breath breeze breezy briar bribe brick bride bright
brim bring brink broken broker bronco bronze brook broom browse brunch brunt brush brute bubble bubbly bucked bucket
buckle buddy budget buffed buffer buggy bulb bulge bulgur bulk bully bunch bundle bungee bunion bunny bunt busboy bush
busily bust buzz cabana cabbie cable cache cackle cacti cactus caddie caddy cadet cage cake calm cameo camera camper
campus canal canary cancel candle candy cane canine canned cannon cannot canola canon canopy canyon cape capped carat
carbon carded caress cargo caring carol carrot carry cartel carton carve case cash casing casino casket catchy catnap
catnip catsup cattle catty caucus causal cause caviar cavity cedar celery celtic cement census chafe chain chair
chance change chant chaos chaps charm chase chaste chatty cheek cheer cheese cheesy chef chemo cherub chess chest
chevy chewer chewy chief chili chill chimp chip chirpy chive choice chomp choosy chop chosen chrome chubby chuck chug
chummy chump chunk churn chute cider cinch cinema circle circus citric citrus city civic civil clad claim clammy
clamor clamp clang clash clasp class clause claw clay clean clear cleat cleft clench clerk clever client cling clinic
clip clique cloak clock clone cloud clover clump clumsy clunky clutch coach coat cobalt cobweb cocoa cod coerce coffee
coil coke cola cold collar collie colony colt coma come comfy comic coming comma common compel comply conch concur
cone cope copied copier coping copper copy coral cork cornea corned corner corny corral corset cortex cosmic cosmos
cost cotton couch cough could county cover cozily cozy cradle crafty cramp crane crank crate crave crayon crazed crazy
crease create credit creed creme creole crepe crept crib cried crier crimp cringe crispy croak crock crook croon crop
cross crouch crowd crown crumb crummy crust crux crying cube cuddle cuddly cupid cupped curdle cure curfew curing
curled curler curly curry curse cursor curtly curtsy curve curvy cushy cusp cussed cut cycle cyclic cymbal dab dad
dagger daily dainty dairy daisy dance dander dandy danger dangle dares darn dart dash data dating dawn daybed deacon
dealer dealt dean debate debit debtor debug debunk decade decaf decal decay deceit decent deck decode decoy decree
deduce deduct deed deem deepen deeply deface defame defeat defile define defog deftly defuse defy degree deity delay
delete delta deluge deluxe demise demote denial denim denote dense dental deny depict deploy deport depose depth
deputy derail derby detail detest deuce device dial diaper diary dice dicing dig dill dilute dime dimly dimmed dimmer
dimple diner dinghy dingo dingy dining dinner dipped dipper disarm dish disk dismay disown ditch ditto ditzy diving
dizzy doable docile dock dodge dodgy doily doing dole dollar dollop dolly domain donor donut doodle doozy dork dorsal
dosage dose dotted douche dove down dowry doze drab drank draw dreamt dreamy dreary drench dress drew dried drier
drift drippy driven driver drone drool droop drove drown drudge drum dry dubbed ducky duct dude duffel dugout duh duke
duller duly duo dupe duplex duress during dusk dust duty duvet dwarf dweeb each eagle earful early earthy earwig easel
easily easing easter eaten eatery eating eats ebay ebony ebook ecard echo eclair edge edging edgy editor eel effort
egging eggnog either eject elated elbow eldest eleven elf elite elixir elk elm elope elude elves email embark ember
emblem embody emboss emcee emit emote empty emu enable enamel encode encore ended ending energy engine engulf enrage
enrich enroll ensure entail entire entity entomb entrap entree envoy envy enzyme epic equal equate equity erased
eraser errand errant error erupt eskimo essay estate ether ethics evade even evict evil evoke evolve exact excess
excuse exert exes exhale exhume exile exit exodus expand expel expend expert expire expose extent extras fable fabric
facial facing factor fade fading falcon fall false fame family famine fancy fang faster faucet fax feast fedora feeble
feed feel feisty feline femur fence fender ferret ferris ferry fervor fester fetal fetch fever fiber fiddle fifth
fifty figure filing filled filler film filter filth finale finch finer finite fit five flail flaky flame flap flashy
flask flatly fled fleshy flick flier flight flinch fling flint flip flirt float flock flop floral floss flyer flying
foam foe fog foil folic folk follow fondly fondue font food fool footer fossil foster fox foyer frail frame frayed
frays freely french frenzy fresh friday fridge fried friend frill fringe frisk frolic from front frosty froth frown
frozen fruit frying gab gaffe gag gains gala galley gallon galore game gaming gamma gander gangly gap garage garden
gargle garlic garnet garter gas gating gauze gave gawk gazing gear gecko geek geiger gem gender genre gently gents
gerbil getup giant giblet giddy gift giggle giggly gigolo gilled gills girdle given giver giving gizmo glade gladly
glance glare glass glider glitch glitzy gloomy glory gloss glove glue gluten gnarly gnat goal goes going golf gonad
gone gong good gooey goofy google goon gopher gore gorged gory gossip gothic gotten gout gown grab graded grader grain
granny grant grape graph grasp grass gravel graves gravy gray greedy green grew grid grief grill grime grimy grinch
grip grit groggy groin groom groove groovy grope ground grout grove grower growl grub grudge grunge grunt guide guise
gulf gully gulp gummy gurgle guru gush gusto gusty guts gutter guy hacked hacker had haiku half halt halved halves
hamlet hamper handed hangup hankie hanky happy harbor hardly hardy harsh hash hassle haste hasty hatbox hate hatred
haunt haven hazard hazily hazing hazy headed header heap heat heave hedge hefty helium helmet helper hence henna
herald herbal herbs hermit hertz hubcap huddle huff hug hula hulk hull human humble humbly humid hummus humped humvee
hunger hungry hunk hunter hurdle hurled hurry hurt hush hut ice icing icky icon icy idiom idly igloo image imply ion
ipad ipod irate irk iron issue item ivory ivy jab jam jaunt java jawed jaws jazz jeep jelly jet jiffy jimmy jinx job
john jolly jolt jot judge judo juice juicy july jumbo jump june juror jury kabob karma kebab keep keg kelp kept kick
kiln kilt king kite kitty kiwi knee knelt knoll koala kooky kudos kung ladle lair lake lance lanky lapel lard large
lark lash lasso last latch late lazy left legal lego lemon lend lens lent level lid life lilac lilly lily limb limes
limit line lingo lint lion lip lisp list lived liver lucid lunar lung lurch lure lurk lusty lying macaw mace magma
maker malt mama mango mangy manly manor many map march mardi marry math mauve maybe mocha molar mold mom moody mop
morse mossy most motor motto mouse mousy mouth move movie mower much muck mud mug mulch mule mumbo mummy mumps mural
murky mushy music musky musty mute mutt myth nacho nag nail name nanny nape nappy navy neon nerd nervy nest net never
next niece nifty ninja ninth nutty nylon oaf oak oasis oat oboe ocean ogle oil oink okay old olive omega omen omit
onion only onset onto onyx oops ooze oozy opal open opium opt other otter ouch ought ounce outer oval ovary oven owl
ozone paced pagan pager palm panda pang panic pants paper parka party pasta pasty path patio paver payee payer pecan
pelt penny pep perch perky perm pesky peso petal petri petty phony photo plank plant plaza pleat plod plop plot plow
ploy pluck plug plus poach pod poem poet pogo poise poker polar polio polka polo pond pony pope poppy pork poser posh
pouch pound pout power pox press pried primp print prior prism prize probe prone prong props proud proxy prude prune
pry pug pull pulp pulse puma punch punk pupil puppy purge purr purse pushy putt quack quail quake qualm query quiet
quill quilt quirk quit quote rabid race rack radar radio raft rage rake rally ramp ranch rants rare rash raven reach
ream rebel rehab relax relay relic rely remix reply reps rerun reset retry reuse rhyme rice ride rift rigid rigor rind
rink rinse riot rise risk ritzy rival roast robe robin rocky rogue roman romp rope rosy rover royal ruby rug rule
rumor runny runt rural ruse rush rust rut sadly saga sage saggy said saint sake salad salon salsa salt same sandy sank
santa sappy sash sassy satin saucy sauna saved savor say scale scam scant scarf scary scion scoff scone scoop scope
scorn scrap scuba scuff sedan self send sepia serve setup shack shady shaft shaky shale shame shank shape share shawl
shed sheep sheet shelf shell shine shiny ship shirt shock shone shore shout shove shown showy shrug shun shush shut
shy sift silk silly silo silt sip siren sixth size skid skied skier skies skirt skype slab slain slam slang slate slaw
sled sleek sleep sleet slept slick slimy slip slit slot slug slum slurp slush sly small smell smile smirk smite smith
smock smog smoky snack snap snare snarl sneak sneer snide sniff snore snort snout snowy snub snuff speak speed spent
spew spied spill spilt spiny spoof spool spoon spore spout spray spree sprig spry spud spur squad squid stack staff
stage stamp stand stank stark stash state stays steam steed steep stem step stew stick stilt stir stock stoic stoke
stole stomp stony stood stool stoop storm stout stove straw stray strep strum strut stuck study stump stung stunt
suave such suds sugar suing sulk sushi swab swan swarm sway swear sweat sweep swell swept swipe swirl swoop swore
sworn swung syrup tabby tacky taco tag take tall talon tamer tank taps tarot task taste tasty taunt thank that thaw
thee theft theme these thigh thing think thong thorn those thud thumb thus tiara tibia tidal tidy tiger tile till tilt
timid tint tiny trace track trade train traps trash tray treat tree trend trial tried trio trout truce truck trump
truth try tubby tug tulip tummy turf tusk tutor tutu tux tweak tweed tweet twerp twice twig twine twins twirl tying
tyke udder ultra uncle uncut unify union unit unlit untie until unwed unzip upon upper urban usage used user usher
usual utter valid value veal vegan venue venus verse very vest veto vibes vice video viper viral virus visa visor
vista vixen voice void voter vowed vowel wad wafer waged wager wages wagon wake walk waltz wand wasp watch water wavy
wham wharf wheat whiff whiny whole why wick widen widow width wife wifi wilt wimp wince wind wing wipe wired wiry wise
wish wispy wok wolf womb woof wool woozy word work worry worst wound woven wow wrath wrist xbox xerox yahoo yam yard
yarn yeah yeast yelp yen yield yin yodel yoga yoyo yummy zap zebra zen zero zesty zippy zips zit zone zoom
`
  .trim()
  .split(/\s+/);
